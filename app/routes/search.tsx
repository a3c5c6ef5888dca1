import { SearchPage } from "~/features/search/search-page";
import { siteMap } from "~/lib/site-map";
import { fullName } from "~/lib/staff";
import { biographyPath } from "~/lib/site-paths";
import { getContent, peopleWithBiography } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/search";
import type { PageHandle } from "~/lib/page-script";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const data = pageData(request);
  const pages = [
    ...content.pages.filter((page) => page.kind !== "not-found" && page.path !== data.path),
    ...peopleWithBiography(content).map((person) => ({
      path: biographyPath(person.about!.url),
      title: fullName(person),
      description: person.title,
    })),
  ];
  return { ...data, sections: siteMap(content.navigation, pages) };
}

/** Opened with a query, the page shows its results at load (app/features/search/search-query.ts). */
export const handle: PageHandle = { scriptAtLoad: true };

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData.page} sections={loaderData.sections} />;
}
