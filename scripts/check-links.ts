/**
 * `npm run check:links` (part of `npm test`, after the build): the link integrity of build/client.
 * Every page's links, anchors, images, scripts, styles, frames and preview images resolve to a
 * file or page of the build; external links are well-formed https addresses. So do the icons of
 * the manifest and the bookmark of every week of the reading plan, which the browser picks by date.
 * And every page of the registry was built.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { bookmarkHref } from "../app/lib/reading-plan.ts";
import { builtClient, builtPages } from "./files-under.ts";
import { routePaths } from "./site-pages.ts";
import { checkReferences, scanPage, type PageScan } from "./links/link-check.ts";
import { getContent } from "../app/site/content.server.ts";

const { siteConfig, readingPlan } = getContent();

const client = builtClient();

const pages = new Map<string, PageScan>();
for (const { address, file } of builtPages(client)) pages.set(address, scanPage(readFileSync(file, "utf8")));

const fileExists = (path: string) => {
  const full = join(client, path);
  return full.startsWith(client + sep) && existsSync(full) && statSync(full).isFile();
};
const site = { origin: siteConfig.church.origin, fileExists, idsOf: (page: string) => pages.get(page)?.ids };

const problems = [...pages]
  .filter(([page]) => page !== "/404")
  .flatMap(([page, scan]) => checkReferences(page, scan, site));
// The 404 page is shown at any address, so its links must work from anywhere: it is checked as if at a deep path.
problems.push(...checkReferences("/404", pages.get("/404") ?? { ids: new Set(), references: [] }, site));

const manifest = JSON.parse(readFileSync(join(client, "manifest.webmanifest"), "utf8")) as { icons: { src: string }[] };
const files = [
  ...manifest.icons.map((icon) => ({ where: "manifest.webmanifest icon", url: icon.src })),
  ...Array.from({ length: readingPlan?.weeks.length ?? 0 }, (_, i) => ({
    where: "reading-plan bookmark",
    url: bookmarkHref(i + 1),
  })),
];
problems.push(...checkReferences("(site files)", { ids: new Set(), references: files }, site));
// Every address of the page registry (content/pages, aliases and biographies included) was built.
for (const address of routePaths()) {
  if (!pages.has(address)) problems.push(`${address}: a page of content/pages that the build did not write`);
}

const references = [...pages.values()].reduce((sum, scan) => sum + scan.references.length, 0) + files.length;
if (problems.length > 0) {
  console.error(`Link check: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`links: OK (${references} references on ${pages.size} pages and in the site files)`);
