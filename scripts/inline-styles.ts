/**
 * Puts the site's one stylesheet into each page as a `<style>` element, in place of its link.
 * It is small (about 7 KB gzip), and as a file it cost a slow phone a second round trip before
 * anything could be drawn: Lighthouse's simulation put the first paint of every page about 150 ms
 * later with it. Pages change only with a build, and a page the visitor is about to open is
 * fetched ahead on hover (app/lib/speculation-rules.ts), so the cache it gave up matters little.
 * The stylesheet names no other file (no url()), so nothing in it depends on where it sits.
 * Returns how many pages changed.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files-under.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"/]+\.css)"\/>/g;

export function inlineStyles(client: string): number {
  let pages = 0;
  const sheets = new Set<string>();
  for (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const inlined = html.replace(stylesheetLink, (_, href: string) => {
      sheets.add(href);
      const css = readFileSync(join(client, href), "utf8");
      if (/url\(|@import|<\/style/i.test(css)) throw new Error(`${href}: a stylesheet to inline names other files`);
      return `<style>${css}</style>`;
    });
    if (inlined !== html) {
      writeFileSync(file, inlined);
      pages++;
    }
  }
  for (const href of sheets) rmSync(join(client, href));
  return pages;
}
