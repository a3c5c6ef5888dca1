// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeRouterLeftovers } from "./router-leftovers";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const client = mkdtempSync(join(tmpdir(), "leftovers-"));
  dirs.push(client);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(client, path, ".."), { recursive: true });
    writeFileSync(join(client, path), text);
  }
  return client;
}

const page =
  '<link rel="stylesheet" href="/assets/style-1.css"/><script type="module" src="/assets/js/site-2.js"></script>';

describe("removeRouterLeftovers", () => {
  it("removes the router's code, the pages' data and the SPA fallback, and keeps what a page names", () => {
    const client = site({
      "index.html": page,
      "about_staff/index.html": page,
      "__spa-fallback.html": '<script type="module" src="/assets/entry.client-3.js"></script>',
      "about_staff.data": "[]",
      "assets/style-1.css": "",
      "assets/style-4.css": "",
      "assets/entry.client-3.js": "",
      "assets/js/site-2.js": "",
      "assets/admin/index-5.js": "",
    });
    expect(removeRouterLeftovers(client)).toBe(3);
    for (const gone of ["__spa-fallback.html", "about_staff.data", "assets/style-4.css", "assets/entry.client-3.js"])
      expect(existsSync(join(client, gone)), gone).toBe(false);
    for (const kept of ["index.html", "assets/style-1.css", "assets/js/site-2.js", "assets/admin/index-5.js"])
      expect(existsSync(join(client, kept)), kept).toBe(true);
  });

  it("stops the build when a page loads React Router after all", () => {
    const client = site({
      "index.html": page + "<script>window.__reactRouterContext = {};</script>",
      "assets/style-1.css": "",
    });
    expect(() => removeRouterLeftovers(client)).toThrow(/loads React Router's scripts/);
  });
});
