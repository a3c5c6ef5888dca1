/**
 * `npm run check:budgets` (part of `npm test`, after the build): fails when a page's scripts,
 * styles or HTML (a page with a widget counting React, which it loads), the search page's first
 * query or any image grows past its budget in scripts/perf/budgets.ts.
 * Prints every measured value beside its budget.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { filesUnder } from "../server/files-under.ts";
import { builtClient, builtPages } from "./files-under.ts";
import { byteBudgets, serverHeaderBytes } from "./perf/budgets.ts";
import { editorFile, headersFor } from "../server/security-policy.ts";
import { readHeadersPolicy } from "../server/built-site.ts";
import { sitePath } from "../server/site-files.ts";
import { browserManifest } from "./build-browser.ts";
import { chunkFiles, pageCost, type BrowserManifest } from "./perf/byte-budgets.ts";
import { searchPath } from "./build-search.ts";
import { searchIndexPath } from "../app/lib/search/search-index-file.ts";

const client = builtClient();
const build = join(client, "..");

/** A file's size as sent with this encoding: the precompressed file, or compressed here when too small to have one. */
function sizeOf(path: string, encoding: "gz" | "br"): number {
  const file = join(client, path);
  if (existsSync(`${file}.${encoding}`)) return statSync(`${file}.${encoding}`).size;
  const body = readFileSync(file);
  return (encoding === "gz" ? gzipSync(body, { level: 9 }) : brotliCompressSync(body)).length;
}

const policy = readHeadersPolicy(client);
/** The bytes of a page's headers as sent: its security headers and the server's own. */
const headerBytes = (file: string) =>
  Object.entries(headersFor(policy, sitePath(client, file))).reduce(
    (total, [name, value]) => total + `${name}: ${value}\r\n`.length,
    serverHeaderBytes,
  );
const pages = [...builtPages(client)].map(({ address, file }) => ({
  page: address,
  html: readFileSync(file, "utf8"),
  headers: headerBytes(file),
}));
const manifest = JSON.parse(readFileSync(join(build, browserManifest), "utf8")) as BrowserManifest;
const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const problems: string[] = [];
const costs = pages
  .map(({ page, html, headers }) => ({ ...pageCost(page, html, manifest, sizeOf, gzipSize), headers }))
  .sort((a, b) => (a.page < b.page ? -1 : 1));
const rows = costs.map((cost) => {
  const over = (what: string, value: number, budget: number) => {
    if (value > budget) problems.push(`${cost.page}: ${what} ${kb(value)} is over its budget of ${kb(budget)}`);
    return `${kb(value).padStart(8)} / ${kb(budget)}`;
  };
  // A page that loads no scripts means the check no longer finds them, not a free page; only
  // the 404 page is built without scripts (scripts/flat-pages.ts).
  if (cost.script === 0 && cost.page !== "/404")
    problems.push(`${cost.page}: no scripts found; has the build changed?`);
  const scriptBudget = cost.islands.length > 0 ? byteBudgets.widgetPageScript : byteBudgets.pageScript;
  return [
    cost.page.padEnd(32),
    over("script", cost.script, scriptBudget),
    over("style", cost.style, byteBudgets.routeStyle),
    over("HTML with its headers", cost.html + cost.headers, byteBudgets.firstRoundTrip),
    cost.islands.join(", "),
  ].join("  ");
});
// A module only one page has is counted on the page whose data-module names its chunk; a chunk
// whose name is no module's name of app/browser/site.ts would be counted nowhere (its file must be
// named as its module: site-search.ts). A module no page of this church uses (the live stream's,
// for a church without one) is loaded by none, and costs none.
const moduleNames = readFileSync(new URL("../app/browser/site.ts", import.meta.url), "utf8");
for (const key of manifest["app/browser/site.ts"]?.dynamicImports ?? []) {
  const name = manifest[key]?.name;
  if (key.startsWith("app/browser/islands/") || moduleNames.includes(`"${name}":`)) continue;
  problems.push(
    `${key}: its chunk "${name}" is no module's name in app/browser/site.ts, so no page's data-module names it and no budget counts it`,
  );
}
// The search page: its scripts, then what it fetches for its first query: the engine, which the
// search module imports once the page has loaded, and the index (scripts/build-search.ts).
const searchPage = costs.find((cost) => cost.page === searchPath);
if (!searchPage) problems.push(`${searchPath}: not built; has the build changed?`);
const searchModule = Object.keys(manifest).find((key) => manifest[key]?.name === "site-search");
const engineFiles = new Set(
  (searchModule ? (manifest[searchModule]?.dynamicImports ?? []) : []).flatMap((key) => [...chunkFiles(manifest, key)]),
);
for (const file of searchPage ? chunkFiles(manifest, searchModule!) : []) engineFiles.delete(file);
const searchQuery =
  // The page's scripts count the search module, which only it has.
  (searchPage?.script ?? 0) +
  [...engineFiles].reduce((sum, file) => sum + sizeOf(file, "gz"), 0) +
  sizeOf(searchIndexPath, "br");
if (searchQuery > byteBudgets.searchQuery)
  problems.push(
    `${searchPath}: a first query's ${kb(searchQuery)} is over its budget of ${kb(byteBudgets.searchQuery)}`,
  );
const editor = pageCost("/admin", readFileSync(join(client, editorFile), "utf8"), manifest, sizeOf, gzipSize);
if (editor.script > byteBudgets.editorScript)
  problems.push(`the site editor's script ${kb(editor.script)} is over its budget of ${kb(byteBudgets.editorScript)}`);
const images = [...filesUnder(client, (name) => /\.(png|jpe?g|webp|avif|svg|ico)$/i.test(name))].map((file) => ({
  file: sitePath(client, file),
  size: statSync(file).size,
}));
for (const { file, size } of images) {
  if (size > byteBudgets.image)
    problems.push(`${file}: ${kb(size)} is over the image budget of ${kb(byteBudgets.image)}`);
}
const largest = images.reduce((a, b) => (b.size > a.size ? b : a));

console.log(
  `${"page".padEnd(32)}  ${"script (gzip)".padStart(19)}  ${"style (gzip)".padStart(19)}  ${"HTML (brotli) with headers".padStart(19)}  islands (React)`,
);
for (const row of rows) console.log(row);
console.log(`search (/search only), first query ${kb(searchQuery)} / ${kb(byteBudgets.searchQuery)}`);
console.log(`site editor (/admin only) ${kb(editor.script)} / ${kb(byteBudgets.editorScript)}`);
console.log(`images: ${images.length}, largest ${largest.file} ${kb(largest.size)} / ${kb(byteBudgets.image)}`);
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("budgets: OK");
