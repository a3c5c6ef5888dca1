/** The pages the build pre-renders, from the page registry: what the sitemap, previews and bench cover. */
import { servedPaths } from "../app/lib/page-registry.ts";
import { biographyPaths, getContent } from "../app/site/content.server.ts";
import { sermonFilterPaths } from "../app/site/sermons.server.ts";

/** Every address the site serves a page at, aliases included, in the registry's order; no 404 page. */
export function routePaths(): string[] {
  const content = getContent();
  return [...servedPaths(content.pages), ...biographyPaths(content), ...sermonFilterPaths(content)];
}

/** Every page's canonical path, once each, in the registry's order; no 404 page, no aliases. */
export function sitePaths(): string[] {
  const content = getContent();
  return [
    ...content.pages.filter((page) => page.kind !== "not-found").map((page) => page.path),
    ...biographyPaths(content),
    ...sermonFilterPaths(content),
  ];
}
