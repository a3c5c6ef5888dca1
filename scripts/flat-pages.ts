/**
 * Rewrites React Router's pre-rendered pages into the layout every host serves without a
 * redirect (server/page-files.ts): `about_doctrine/index.html` becomes `about_doctrine.html`,
 * and the 404 page becomes `404.html`.
 *
 * The 404 page loses its scripts on the way. Static hosts send it for any unknown address, and
 * their header rules match addresses, not files, so the only policy it can get there is the one
 * every address gets; a page without scripts needs no hashes in it. It is whole as HTML (the
 * menus work without JavaScript).
 */
import { readFileSync, readdirSync, renameSync, rmdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { filesUnder } from "../server/files-under.ts";
import { notFoundFile, pageFile } from "../server/page-files.ts";
import { withoutScripts } from "../server/inline-scripts.ts";

/** Moves each page's `index.html` to `<address>.html`; returns the addresses moved. */
export function flattenPages(client: string): string[] {
  const moved: string[] = [];
  for (const file of [...filesUnder(client, (name) => name === "index.html")]) {
    const folder = dirname(file);
    if (folder === client) continue;
    const address = "/" + relative(client, folder).split(sep).join("/");
    renameSync(file, join(client, pageFile(address)));
    if (readdirSync(folder).length === 0) rmdirSync(folder);
    moved.push(address);
  }
  const notFound = join(client, notFoundFile);
  writeFileSync(notFound, withoutScripts(readFileSync(notFound, "utf8")));
  return moved;
}
