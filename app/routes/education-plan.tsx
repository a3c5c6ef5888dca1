import { EducationPlanView } from "~/features/education-plan/education-plan-view";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryData } from "~/features/ministries/ministry-data.server";
import { feature } from "~/site/content.server";
import { planByYear } from "~/lib/education-plan";
import type { Route } from "./+types/education-plan";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...ministryData(request),
  plan: planByYear(feature("educationPlan")),
});

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function EducationPlan({ loaderData }: Route.ComponentProps) {
  const { page, ministry, plan } = loaderData;
  return (
    <MinistryPage title={page.title} intro={page.intro} ministry={ministry} wideChildren>
      <EducationPlanView plan={plan} />
    </MinistryPage>
  );
}
