import { ThirdPartyList } from "~/features/accessibility/third-party-list";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryData } from "~/features/ministries/ministry-data.server";
import { getContent, getPage } from "~/site/content.server";
import { thirdParties } from "~/site/third-parties.server";
import type { Route } from "./+types/accessibility";

export function loader({ request }: Route.LoaderArgs) {
  const data = ministryData(request);
  return { ...data, thirdParties: thirdParties(getContent(), getPage(data.path).thirdParties ?? []) };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

/** The accessibility statement: drawn as a ministry page, its last section followed by the other services' content. */
export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { page, ministry, thirdParties: items } = loaderData;
  return (
    <MinistryPage title={page.title} intro={page.intro} ministry={ministry}>
      <ThirdPartyList items={items} />
    </MinistryPage>
  );
}
