/**
 * The site search's index: the text a visitor can see today on each page of the sitemap (but
 * /search, which lists them all), read from its built HTML section by section
 * (scripts/search/page-sections.ts), with the office's synonyms from the site settings, written
 * to /search-index.json. Only /search reads it, once it has loaded; the daily build brings in
 * what has begun since (docs/decisions/017-site-search-sections.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { SearchIndexFile } from "../app/lib/search/search-index-file.ts";
import { searchIndexPath } from "../app/lib/search/search-index-file.ts";
import { hiddenFrom } from "../app/lib/notices.ts";
import { getContent } from "../app/site/content.server.ts";
import { pageFile } from "../server/page-files.ts";
import { pageHead, pageSections } from "./search/page-sections.ts";
import { sitePaths } from "./site-pages.ts";

/** The search page itself, which is not indexed. */
export const searchPath = "/search";

/** The index of the pages built in `html(path)`. */
export async function searchIndex(html: (path: string) => string): Promise<SearchIndexFile> {
  const { siteConfig } = getContent();
  const timeZone = siteConfig.church.timeZone;
  const file: SearchIndexFile = { pages: [], sections: [], synonyms: siteConfig.searchSynonyms ?? [] };
  for (const path of sitePaths().filter((path) => path !== searchPath)) {
    const { window } = new JSDOM(html(path));
    // Each page's window closed when read, and a turn of the event loop given to let it go (jsdom
    // frees a closed window then): a church with years of sermons has hundreds of pages, which
    // read in one go filled a 4 GB heap.
    try {
      const { document } = window;
      const main = document.querySelector("main");
      if (!main) throw new Error(`search index: the page ${path} has no <main> to index`);
      // A result links to a section by its id, which must lead to one place.
      const seen = new Set<string>();
      for (const { id } of document.querySelectorAll("[id]")) {
        if (seen.has(id)) throw new Error(`search index: the page ${path} has two elements with the id "${id}"`);
        seen.add(id);
      }
      const page = file.pages.push({ path, ...pageHead(document, siteConfig.church.name) }) - 1;
      for (const { until, ...section } of pageSections(main))
        file.sections.push({ page, ...section, ...(until && { hideAt: hiddenFrom(timeZone, until) }) });
    } finally {
      window.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return file;
}

/** Indexes the pages built in `client` and writes the index into it; returns how many pages it holds. */
export async function buildSearch(client: string): Promise<number> {
  const file = await searchIndex((path) => readFileSync(join(client, pageFile(path)), "utf8"));
  writeFileSync(join(client, searchIndexPath), JSON.stringify(file));
  return file.pages.length;
}
