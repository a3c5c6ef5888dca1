import { canonicalPath, getContent, getPage } from "./content.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { breadcrumbJsonLd, type JsonLd } from "../lib/structured-data.ts";

/** What a page adds to its head beyond its title and description. */
export interface MetaExtras {
  /** The page this one sits under in the breadcrumb trail, such as /about_staff for a biography. */
  parent?: string;
  /** Structured data about the page's subject. */
  jsonLd?: JsonLd[];
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
}

/** The page at this request's address: its content and its head tags, built at build time. */
export function pageData(request: Request, extras: MetaExtras = {}) {
  const path = canonicalPath(new URL(request.url).pathname);
  const { title, description, intro } = getPage(path);
  // Only what every page shows: a page's other fields reach the browser through its own loader.
  const page = { title, description, intro };
  return { path, page, meta: metaFor(path, page, extras) };
}

/** Head tags for a page of this site; every page but the home page gets its breadcrumb trail. */
export function metaFor(path: string, page: { title: string; description: string }, extras: MetaExtras = {}) {
  const { church } = getContent().siteConfig;
  const step = (p: string, name = getPage(p).title) => ({ name, url: church.origin + p });
  const trail = [step("/", "Home"), ...(extras.parent ? [step(extras.parent)] : []), step(path, page.title)];
  const breadcrumbs = path === "/" || extras.noindex ? [] : [breadcrumbJsonLd(trail)];
  return pageMeta({
    title: page.title,
    description: page.description,
    path,
    siteName: church.name,
    origin: church.origin,
    jsonLd: [...(extras.jsonLd ?? []), ...breadcrumbs],
    noindex: extras.noindex,
  });
}

/** The full address of a file or page of this site, for search engines and link previews. */
export function absoluteUrl(path: string): string {
  return getContent().siteConfig.church.origin + path;
}
