/**
 * React Router's build writes what a client-side router needs: its own code and each route's
 * module in assets/, each page's data as `<address>.data`, and an SPA fallback page. No page loads
 * any of it any more (docs/decisions/011-pages-without-react.md), so none of it is deployed: a
 * host would only serve files nobody asks for. Of the files directly in assets/, only those a
 * page names stay (the stylesheet); the page script's bundles (assets/js/) and the editor's
 * (assets/admin/) are folders of their own. Returns how many files went.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "../server/files-under.ts";

export function removeRouterLeftovers(client: string): number {
  rmSync(join(client, "__spa-fallback.html"), { force: true });
  const named = new Set<string>();
  for (const page of filesUnder(client, (name) => name.endsWith(".html"))) {
    const html = readFileSync(page, "utf8");
    // app/root.tsx renders React Router's scripts for the SPA fallback only, by reading its
    // context; an upgrade that changed that would put the router back on every page.
    if (/__reactRouter|rel="modulepreload"/.test(html)) {
      throw new Error(`${page}: the page loads React Router's scripts; see app/root.tsx (RouterScriptsForFallback)`);
    }
    for (const [, file] of html.matchAll(/"\/assets\/([^"/]+)"/g)) named.add(file!);
  }
  // And what the stylesheets name in turn (a font, a picture).
  for (const sheet of [...named].filter((file) => file.endsWith(".css"))) {
    const css = readFileSync(join(client, "assets", sheet), "utf8");
    for (const [, file] of css.matchAll(/url\(\s*["']?(?:\/assets\/|\.\/)?([^"')/]+)["']?\s*\)/g)) named.add(file!);
  }
  const leftovers = [
    ...readdirSync(client).filter((name) => name.endsWith(".data")),
    ...readdirSync(join(client, "assets"), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !named.has(entry.name))
      .map((entry) => join("assets", entry.name)),
  ];
  for (const file of leftovers) rmSync(join(client, file), { force: true });
  return leftovers.length;
}
