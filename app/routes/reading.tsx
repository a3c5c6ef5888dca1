import { PageIntro } from "~/components/ui/page-intro";
import { ReadingListView } from "~/features/reading-list/reading-list-view";
import { feature } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/reading";

export const loader = ({ request }: Route.LoaderArgs) => ({ ...pageData(request), list: feature("readingList") });

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Reading({ loaderData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <ReadingListView list={list} />
      </div>
    </>
  );
}
