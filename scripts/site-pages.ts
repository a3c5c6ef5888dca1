/** The pages the build pre-renders, from the route list: what the sitemap and the link previews cover. */
import routes from "../app/routes.ts";
import { canonicalPath } from "../app/lib/site-paths.ts";

/** Every path the route list serves a page at, aliases included, in its order; no catch-all 404. */
export function routePaths(): string[] {
  return routes
    .map((route) => route.path ?? "/")
    .filter((path) => path !== "*")
    .map((path) => (path.startsWith("/") ? path : `/${path}`));
}

/** Every page's canonical path, once each, in the route list's order; no catch-all 404, no aliases. */
export function sitePaths(): string[] {
  return [...new Set(routePaths().map(canonicalPath))];
}
