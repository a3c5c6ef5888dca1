/**
 * `npm run check:budgets` (part of `npm test`, after the build): fails when a page's scripts,
 * styles or HTML, the shared runtime or any image grows past its budget in scripts/perf/budgets.ts.
 * Prints every measured value beside its budget.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { builtPages, filesUnder } from "./files-under.ts";
import { byteBudgets } from "./perf/budgets.ts";
import { editorFile } from "../server/security-policy.ts";
import { pageCost, parseRouterManifest, runtimeFiles, type PageCost } from "./perf/byte-budgets.ts";

const client = join(new URL("..", import.meta.url).pathname, "build/client");
if (!existsSync(client)) {
  console.error('No built site in build/client. Run "npm run build" first.');
  process.exit(1);
}

/** A file's size as sent with this encoding: the precompressed file, or compressed here when too small to have one. */
function sizeOf(path: string, encoding: "gz" | "br"): number {
  const file = join(client, path);
  if (existsSync(`${file}.${encoding}`)) return statSync(`${file}.${encoding}`).size;
  const body = readFileSync(file);
  return (encoding === "gz" ? gzipSync(body, { level: 9 }) : brotliCompressSync(body)).length;
}

const pages = [...builtPages(client)].map(({ address, file }) => ({ page: address, html: readFileSync(file, "utf8") }));
const manifestScript = pages.map(({ html }) => /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0]).find(Boolean);
if (!manifestScript) throw new Error("The pages name no React Router manifest script: has the build changed?");
const runtime = runtimeFiles(parseRouterManifest(readFileSync(join(client, manifestScript), "utf8")));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const problems: string[] = [];
const costs: PageCost[] = pages
  .map(({ page, html }) => pageCost(page, html, runtime, sizeOf))
  .sort((a, b) => (a.page < b.page ? -1 : 1));
const rows = costs.map((cost) => {
  const htmlBudget = cost.page === "/" ? byteBudgets.homeHtml : byteBudgets.pageHtml;
  const over = (what: string, value: number, budget: number) => {
    if (value > budget) problems.push(`${cost.page}: ${what} ${kb(value)} is over its budget of ${kb(budget)}`);
    return `${kb(value).padStart(8)} / ${kb(budget)}`;
  };
  // A page that loads no scripts of its own means the check no longer finds them, not a free
  // page; only the 404 page is built without scripts (scripts/flat-pages.ts).
  if (cost.script === 0 && cost.page !== "/404")
    problems.push(`${cost.page}: no scripts found beyond the runtime; has the boot script changed?`);
  return [
    cost.page.padEnd(32),
    over("script", cost.script, byteBudgets.routeScript),
    over("style", cost.style, byteBudgets.routeStyle),
    over("HTML", cost.html, htmlBudget),
  ].join("  ");
});
const editor = pageCost("/admin", readFileSync(join(client, editorFile), "utf8"), runtime, sizeOf);
if (editor.script > byteBudgets.editorScript)
  problems.push(`the site editor's script ${kb(editor.script)} is over its budget of ${kb(byteBudgets.editorScript)}`);
const runtimeSize = [...runtime].reduce((sum, file) => sum + sizeOf(file, "gz"), 0);
if (runtimeSize > byteBudgets.runtime)
  problems.push(`the runtime ${kb(runtimeSize)} is over its budget of ${kb(byteBudgets.runtime)}`);
const images = [...filesUnder(client, (name) => /\.(png|jpe?g|webp|avif|svg|ico)$/i.test(name))].map((file) => ({
  file: "/" + relative(client, file).split(sep).join("/"),
  size: statSync(file).size,
}));
for (const { file, size } of images) {
  if (size > byteBudgets.image)
    problems.push(`${file}: ${kb(size)} is over the image budget of ${kb(byteBudgets.image)}`);
}
const largest = images.reduce((a, b) => (b.size > a.size ? b : a));

console.log(
  `${"page".padEnd(32)}  ${"script (gzip)".padStart(19)}  ${"style (gzip)".padStart(19)}  ${"HTML (brotli)".padStart(19)}`,
);
for (const row of rows) console.log(row);
console.log(`runtime (React, React Router) ${kb(runtimeSize)} / ${kb(byteBudgets.runtime)}`);
console.log(`site editor (/admin only) ${kb(editor.script)} / ${kb(byteBudgets.editorScript)}`);
console.log(`images: ${images.length}, largest ${largest.file} ${kb(largest.size)} / ${kb(byteBudgets.image)}`);
if (problems.length > 0) {
  console.error(`\nOver budget:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("budgets: OK");
