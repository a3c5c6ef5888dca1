import { CareGroupList } from "~/features/care-groups/care-group-list";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryData } from "~/features/ministries/ministry-data.server";
import { feature } from "~/site/content.server";
import type { Route } from "./+types/care-groups";

export function loader({ request }: Route.LoaderArgs) {
  const data = ministryData(request);
  const careGroups = feature("careGroups");
  const meeting = { name: "Care groups", when: careGroups.when, time: careGroups.time, note: careGroups.season };
  return { ...data, ministry: { ...data.ministry, meetings: [meeting, ...data.ministry.meetings] }, careGroups };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function CareGroups({ loaderData }: Route.ComponentProps) {
  const { page, ministry, careGroups } = loaderData;
  return (
    <MinistryPage title={page.title} intro={page.intro} ministry={ministry}>
      <CareGroupList careGroups={careGroups} />
    </MinistryPage>
  );
}
