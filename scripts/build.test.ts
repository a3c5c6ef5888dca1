// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
});
