import { PageIntro } from "~/components/ui/page-intro";
import { pageData } from "~/lib/page-data.server";
import type { Route } from "./+types/content-page";

export const loader = ({ request }: Route.LoaderArgs) => pageData(request);

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageIntro title={loaderData.page.title} intro={loaderData.page.intro} />;
}
