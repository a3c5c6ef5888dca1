import { PageIntro } from "~/components/ui/page-intro";
import { ConferencePage } from "~/features/conference/conference-page";
import { conferenceData, conferenceStructuredData } from "~/features/conference/conference-data.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/conference";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...pageData(request, { jsonLd: [conferenceStructuredData("/missions_conference")] }),
  conference: conferenceData(),
});

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Conference({ loaderData }: Route.ComponentProps) {
  const { page, conference } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <ConferencePage conference={conference} />
    </>
  );
}
