import { PageIntro } from "~/components/ui/page-intro";
import { HistoryTimeline } from "~/features/history/history-timeline";
import { feature } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/history";

export const loader = ({ request }: Route.LoaderArgs) => ({ ...pageData(request), history: feature("history") });

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function History({ loaderData }: Route.ComponentProps) {
  const { page, history } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <HistoryTimeline items={history} />
      </div>
    </>
  );
}
