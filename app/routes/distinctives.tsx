import { PageIntro } from "~/components/ui/page-intro";
import { DistinctiveList } from "~/features/distinctives/distinctive-list";
import { feature } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/distinctives";

export const loader = ({ request }: Route.LoaderArgs) => ({
  ...pageData(request),
  distinctives: feature("distinctives"),
});

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Distinctives({ loaderData }: Route.ComponentProps) {
  const { page, distinctives } = loaderData;
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      <div className="page">
        <DistinctiveList distinctives={distinctives} />
      </div>
    </>
  );
}
