// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { damagedFiles, readSiteFiles, sha256, siteFilesFile, writeSiteFiles } from "./site-files";

/** A site folder with these files, in a build folder of its own. */
function site(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), "listed-")), "client");
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

describe("the build's list of files", () => {
  it("holds every file's size and hash, beside the site folder", () => {
    const dir = site({ "index.html": "<h1>Home</h1>", "docs/a.pdf": "%PDF", ".well-known/security.txt": "Contact: x" });
    const files = writeSiteFiles(dir);
    expect(Object.keys(files).sort()).toEqual(["/.well-known/security.txt", "/docs/a.pdf", "/index.html"]);
    expect(files["/index.html"]).toEqual({ size: 13, sha256: sha256(Buffer.from("<h1>Home</h1>")) });
    expect(readSiteFiles(dir)).toEqual(files);
    expect(siteFilesFile(dir)).toBe(join(dir, "..", "site-files.json"));
    expect(JSON.parse(readFileSync(siteFilesFile(dir), "utf8"))).toEqual(files);
  });

  it("refuses a name that starts with a dot, which static hosts would serve", () => {
    expect(() => writeSiteFiles(site({ "index.html": "x", ".env": "SECRET=1" }))).toThrow(
      /\.env: a name that starts with a dot/,
    );
    expect(() => writeSiteFiles(site({ "img/.cache/a": "x" }))).toThrow(/starts with a dot/);
    expect(() => writeSiteFiles(site({ ".well-known/.x": "x" }))).toThrow(/starts with a dot/);
  });

  it("names each file missing, cut short or changed since", () => {
    const dir = site({ "a.html": "aaaa", "b.html": "bbbb", "c.html": "cccc", "d.html": "dddd" });
    writeSiteFiles(dir);
    truncateSync(join(dir, "a.html"), 1);
    writeFileSync(join(dir, "b.html"), "BBBB");
    writeFileSync(join(dir, "c.html"), "");
    writeFileSync(join(dir, "old.html"), "left by an earlier copy");
    expect(damagedFiles(dir)).toEqual({
      "/old.html": "not a file of this build",
      "/a.html": "1 bytes where the build wrote 4",
      "/b.html": "other bytes than the build wrote",
      "/c.html": "0 bytes where the build wrote 4",
    });
  });

  it("says what to do when there is none", () => {
    expect(() => readSiteFiles(site({ "index.html": "x" }))).toThrow(/Run "npm run build" first/);
  });
});
