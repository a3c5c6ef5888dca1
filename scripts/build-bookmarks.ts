/**
 * Writes a printable bookmark PNG for each of the reading plan's weeks (the sample's 106) to
 * public/img/readingplan/001.png ... 106.png, from content/reading-plan.yaml, with the font that
 * ships in node_modules (never a system font).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { bookmarkHref } from "../app/lib/reading-plan.ts";
import { pageOfKind } from "../app/lib/page-registry.ts";
import { siteHost } from "../app/lib/site-paths.ts";
import { bookmarkPng } from "./bookmarks/bookmark.ts";
import { drawColors } from "./draw/fonts.ts";
import { brandTokens } from "../app/lib/brand.ts";
import { DrawingCache } from "./draw/drawing-cache.ts";

const outDir = join(process.cwd(), "public/img/readingplan");
mkdirSync(outDir, { recursive: true });
// Drawing 106 bookmarks takes a while; one whose content and drawing code are unchanged is kept.
const here = import.meta.dirname;
const cache = new DrawingCache("bookmarks", [
  join(here, "bookmarks/bookmark.ts"),
  join(here, "draw/svg-text.ts"),
  join(here, "draw/fonts.ts"),
]);

const { readingPlan, siteConfig, pages } = getContent();
// The plan's page, printed on each bookmark; a church without a reading plan has no bookmarks.
const planPage = pageOfKind(pages, "reading-plan")?.path;
const address = `${siteHost(siteConfig.church.origin)}${planPage}`;
const files = new Set<string>();
for (const [i, readings] of (readingPlan?.weeks ?? []).entries()) {
  const weekNumber = i + 1;
  const file = bookmarkHref(weekNumber).split("/").pop()!;
  files.add(file);
  const planLength = readingPlan!.weeks.length;
  const input = {
    churchName: siteConfig.church.name,
    weekNumber,
    planLength,
    readings,
    address,
    footLine: readingPlan!.bookmarkLine ?? `The plan in ${planLength} weeks, together.`,
    colors: drawColors(brandTokens(siteConfig.brand)),
  };
  const out = join(outDir, file);
  if (!cache.isFresh(out, input)) writeFileSync(out, await bookmarkPng(input));
}
cache.save();
for (const file of readdirSync(outDir)) if (!files.has(file)) rmSync(join(outDir, file));
console.log(`bookmarks: ${files.size} ready in public/img/readingplan`);
