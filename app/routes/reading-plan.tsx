import { Island } from "~/components/ui/island";
import { PageIntro } from "~/components/ui/page-intro";
import { ReadingPlanWeeks } from "~/features/reading-plan/reading-plan-weeks";
import { parseDay, weekOf } from "~/lib/reading-plan";
import { feature } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/reading-plan";
import type { PageHandle } from "~/lib/page-script";

export function loader({ request }: Route.LoaderArgs) {
  const readingPlan = feature("readingPlan");
  const builtOn = new Date().toISOString().slice(0, 10);
  return {
    ...pageData(request),
    builtOn,
    /** The week the page is drawn for: the one it was built in. */
    week: weekOf(parseDay(builtOn)),
    epochMonday: readingPlan.epochMonday,
    weeks: readingPlan.weeks,
  };
}

/** Its island hydrates at load for a visitor in another week than the one it was drawn for. */
export const handle: PageHandle = {
  scriptAtLoad: (data) => (data as Route.ComponentProps["loaderData"] | undefined)?.week,
};

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function ReadingPlan({ loaderData }: Route.ComponentProps) {
  const { page, builtOn, week, epochMonday, weeks } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <Island
          name="reading-plan-weeks"
          component={ReadingPlanWeeks}
          props={{ builtOn, epochMonday, weeks }}
          week={week}
        />
      </div>
    </>
  );
}
