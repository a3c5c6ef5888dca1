/**
 * Runs every generator that turns content into files under public/, in order: images, PDFs,
 * calendars, bookmarks, icons, link previews, sitemap and robots.txt. Each runs in its own process,
 * so one failing stops the rest with its own message.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const generators = [
  "build-images.ts",
  "build-pdfs.ts",
  "build-calendars.ts",
  "build-bookmarks.ts",
  "build-icons.ts",
  "build-previews.ts",
  "build-crawl-files.ts",
];

for (const script of generators) {
  execFileSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, script)], { stdio: "inherit" });
}
