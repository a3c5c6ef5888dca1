/**
 * The site search's index: Pagefind indexes each page of the sitemap (but /search, which lists
 * them all) from its built HTML, reading what app/lib/search-index.ts gives it, and writes the
 * index and its script to /pagefind/ in the site. Only /search loads them, a query at a time.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { pageHead, searchDocument, searchSkips } from "../app/lib/search-index.ts";
import { getContent } from "../app/site/content.server.ts";
import { pageFile } from "../server/page-files.ts";
import { sitePaths } from "./site-pages.ts";

/** The search page itself, which is not indexed. */
export const searchPath = "/search";

/** Where the index and Pagefind's script are served from. */
export const searchAssets = "pagefind";

/**
 * What the search page reads of Pagefind's output: its script, the entry file, the English
 * WebAssembly, the index's metadata, and the index and page fragments a query fetches.
 */
export const searchFiles =
  /^(pagefind\.js|pagefind-entry\.json|wasm\.en\.pagefind|pagefind\.en_\w+\.pf_meta|index|fragment)$/;

/** Indexes the pages built in `client` and writes the index into it; returns how many pages it holds. */
export async function buildSearch(client: string): Promise<number> {
  const siteName = getContent().siteConfig.church.name;
  const { index, errors } = await createIndex({ forceLanguage: "en", excludeSelectors: searchSkips });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  try {
    const paths = sitePaths().filter((path) => path !== searchPath);
    for (const path of paths) {
      const html = readFileSync(join(client, pageFile(path)), "utf8");
      const added = await index.addHTMLFile({
        url: path,
        content: searchDocument({ path, ...pageHead(html, siteName), html }),
      });
      if (added.errors.length > 0) throw new Error(`search index: ${path}: ${added.errors.join("; ")}`);
    }
    const out = join(client, searchAssets);
    const written = await index.writeFiles({ outputPath: out });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    // Pagefind also writes its ready-made interfaces and a worker; the search page uses neither.
    for (const name of readdirSync(out)) if (!searchFiles.test(name)) rmSync(join(out, name), { recursive: true });
    return paths.length;
  } finally {
    await close();
  }
}
