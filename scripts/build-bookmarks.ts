/**
 * Writes a printable bookmark PNG for each of the reading plan's 106 weeks to
 * public/img/readingplan/001.png ... 106.png, from content/reading-plan.ts, with the font that
 * ships in node_modules (never a system font).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getContent } from "../app/lib/content.server.ts";
import { bookmarkHref, planLength } from "../app/lib/reading-plan.ts";
import { bookmarkPng } from "./bookmarks/bookmark.ts";

const outDir = join(process.cwd(), "public/img/readingplan");
mkdirSync(outDir, { recursive: true });
// Drawing 106 bookmarks takes a while; one whose content and drawing code are unchanged is kept.
const hashFile = join(process.cwd(), ".generated/bookmarks.json");
const drawing = ["bookmark.ts", "svg-text.ts"].map((f) => readFileSync(join(import.meta.dirname, "bookmarks", f)));
const previous = existsSync(hashFile) ? (JSON.parse(readFileSync(hashFile, "utf8")) as Record<string, string>) : {};
const hashes: Record<string, string> = {};

const { readingPlan, siteConfig } = getContent();
const address = `${new URL(siteConfig.church.origin).host.replace(/^www\./, "")}/attendees_biblereadingplan`;
const files = new Set<string>();
for (const [i, readings] of readingPlan.weeks.entries()) {
  const weekNumber = i + 1;
  const file = bookmarkHref(weekNumber).split("/").pop()!;
  files.add(file);
  const input = { churchName: siteConfig.church.name, weekNumber, planLength, readings, address };
  const hash = createHash("sha256").update(JSON.stringify(input)).update(Buffer.concat(drawing)).digest("hex");
  hashes[file] = hash;
  if (previous[file] === hash && existsSync(join(outDir, file))) continue;
  writeFileSync(join(outDir, file), await bookmarkPng(input));
}
mkdirSync(join(process.cwd(), ".generated"), { recursive: true });
writeFileSync(hashFile, JSON.stringify(hashes, null, 2));
for (const file of readdirSync(outDir)) if (!files.has(file)) rmSync(join(outDir, file));
console.log(`bookmarks: ${files.size} ready in public/img/readingplan`);
