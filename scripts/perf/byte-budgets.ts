/**
 * What each page of a build costs in bytes: every script it runs (its own inline scripts, the
 * page script, a module only it has and, on a page with a widget, the island's code with React), its styles and its
 * HTML, each file counted as it is sent. The browser bundles' imports come from Vite's manifest
 * of the page script's build (scripts/build-browser.ts).
 */
import { inlineScripts } from "../../server/inline-scripts.ts";
import { pageFile } from "../../server/page-files.ts";

/** Vite's build manifest: each chunk by its source, with the chunks it imports. */
export type BrowserManifest = Record<
  string,
  {
    file: string;
    name?: string;
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

/** The source module of an island's code in the browser (app/browser/islands.ts). */
export const islandSource = (name: string) => `app/browser/islands/${name}.tsx`;

/** A chunk's file and every chunk it imports, as site addresses. */
export function chunkFiles(manifest: BrowserManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the page script's build manifest`);
  if (seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** The inline JavaScript of a page: what runs, not the speculation rules' JSON. */
const inlineCode = (html: string) =>
  inlineScripts(html)
    .filter(({ type, body }) => type !== "speculationrules" && body.trim() !== "")
    .map(({ body }) => body);

/** The script files and stylesheets a page's HTML loads, the islands it marks, and its inline scripts and styles. */
export function pageAssets(html: string): {
  scripts: string[];
  styles: string[];
  islands: string[];
  modules: string[];
  inline: string[];
  inlineStyles: string[];
} {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/rel="stylesheet"/.test(tag)) styles.add(href);
    else if (/rel="modulepreload"/.test(tag) || tag.startsWith("<script")) scripts.add(href);
  }
  // An inline script names the page script it imports once the page has loaded (app/lib/page-script.ts).
  for (const body of inlineCode(html)) {
    for (const [, url] of body.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(url!);
  }
  const islands = new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => m[1]!));
  const modules = new Set([...html.matchAll(/\bdata-module="([^"]+)"/g)].map((m) => m[1]!));
  // The site's stylesheet sits in each page (scripts/inline-styles.ts).
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return {
    scripts: [...scripts],
    styles: [...styles],
    islands: [...islands],
    modules: [...modules],
    inline: inlineCode(html),
    inlineStyles,
  };
}

export interface PageCost {
  page: string;
  /** Every script the page runs, gzip: inline, the page script and its imports, and its islands' code. */
  script: number;
  /** The islands that bring React to the page; none for most. */
  islands: string[];
  style: number;
  html: number;
}

type SizeOf = (path: string, encoding: "gz" | "br") => number;

/** A page's bytes: its scripts and styles (gzip), and its HTML (brotli). */
export function pageCost(
  page: string,
  html: string,
  manifest: BrowserManifest,
  sizeOf: SizeOf,
  gzipSize: (text: string) => number,
): PageCost {
  const { scripts, styles, islands, modules, inline, inlineStyles } = pageAssets(html);
  const bySource = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const files = new Set<string>();
  for (const script of scripts) {
    const key = bySource.get(script);
    if (key) chunkFiles(manifest, key, files);
    else files.add(script);
  }
  for (const island of islands) chunkFiles(manifest, islandSource(island), files);
  // A module only one page has is a chunk of its own, named as the module, fetched when the page names it (app/browser/site.ts).
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && chunk.name && modules.includes(chunk.name)) chunkFiles(manifest, key, files);
  const sum = (list: Iterable<string>) => [...list].reduce((total, file) => total + sizeOf(file, "gz"), 0);
  return {
    page,
    script: sum(files) + inline.reduce((total, body) => total + gzipSize(body), 0),
    islands,
    style: sum(styles) + inlineStyles.reduce((total, css) => total + gzipSize(css), 0),
    html: sizeOf(pageFile(page), "br"),
  };
}
