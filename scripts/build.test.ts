// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { churchCopy } from "./church-copy";

const copy = mkdtempSync(join(tmpdir(), "broken-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("a build with broken content", () => {
  it("fails naming the file and the field, and leaves the previous build/ as it was", () => {
    // A copy of the project with the minimal church's content (scripts/church-copy.ts), one page broken.
    churchCopy("tests/fixtures/minimal-church/content", copy);
    const visit = join(copy, "content/pages/visit.md");
    writeFileSync(visit, readFileSync(visit, "utf8").replace("title: Plan Your Visit", 'title: ""'));
    // The last good build.
    mkdirSync(join(copy, "build/client"), { recursive: true });
    writeFileSync(join(copy, "build/client/index.html"), "<h1>Last good build</h1>");

    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/pages/visit.md:4:8: /visit: field "title" must not be empty');
    expect(result.stderr).toContain("Build failed; build/ was left as it was.");
    expect(readFileSync(join(copy, "build/client/index.html"), "utf8")).toBe("<h1>Last good build</h1>");
  }, 60_000);

  it("on a full disk says so in one line, and leaves the previous build/ as it was", () => {
    // The same copy, mended; the sitemap's neighbour is written to a device that is always full.
    churchCopy("tests/fixtures/minimal-church/content", copy);
    mkdirSync(join(copy, "build/client"), { recursive: true });
    writeFileSync(join(copy, "build/client/index.html"), "<h1>Last good build</h1>");
    mkdirSync(join(copy, "public"), { recursive: true });
    rmSync(join(copy, "public/robots.txt"), { force: true });
    symlinkSync("/dev/full", join(copy, "public/robots.txt"));
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
    });
    rmSync(join(copy, "public/robots.txt"));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "The disk is full: free some space and build again.\n\nBuild failed; build/ was left as it was.\n",
    );
    expect(readFileSync(join(copy, "build/client/index.html"), "utf8")).toBe("<h1>Last good build</h1>");
  }, 180_000);
});
