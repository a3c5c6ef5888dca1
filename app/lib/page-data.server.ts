import { getContent, getPage } from "./content.server.ts";
import { pageMeta } from "./meta.ts";
import { canonicalPath } from "./site-paths.ts";

/** The page at this request's address: its content and its head tags, built at build time. */
export function pageData(request: Request) {
  const path = canonicalPath(new URL(request.url).pathname);
  const page = getPage(path);
  return { path, page, meta: metaFor(path, page) };
}

/** Head tags for a page of this site. */
export function metaFor(path: string, page: { title: string; description: string }) {
  const { church } = getContent().siteConfig;
  return pageMeta({
    title: page.title,
    description: page.description,
    path,
    siteName: church.name,
    origin: church.origin,
  });
}
