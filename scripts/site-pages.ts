/** The pages the build pre-renders, from the route list: what the sitemap and the link previews cover. */
import routes from "../app/routes.ts";
import { canonicalPath } from "../app/lib/site-paths.ts";

/** Every page's canonical path, once each, in the route list's order; no catch-all 404, no aliases. */
export function sitePaths(): string[] {
  const paths = routes
    .map((route) => route.path ?? "/")
    .filter((path) => path !== "*")
    .map((path) => canonicalPath(path.startsWith("/") ? path : `/${path}`));
  return [...new Set(paths)];
}
