// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const copy = mkdtempSync(join(tmpdir(), "broken-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("a build with broken content", () => {
  it("fails naming the file and the field, and leaves the previous build/ as it was", () => {
    // A copy of the project's code and content (modules resolve by their real path, so no symlinks for these).
    for (const dir of ["app", "content", "scripts", "server"])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    for (const file of ["package.json", "tsconfig.json", "react-router.config.ts", "vite.config.ts"]) {
      cpSync(join(root, file), join(copy, file));
    }
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
    const history = join(copy, "content/history/1957-first-missionaries-sent.yaml");
    writeFileSync(history, readFileSync(history, "utf8").replace("title: First missionaries sent", 'title: ""'));
    // The last good build.
    mkdirSync(join(copy, "build/client"), { recursive: true });
    writeFileSync(join(copy, "build/client/index.html"), "<h1>Last good build</h1>");

    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: copy,
      encoding: "utf8",
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/history/1957-first-missionaries-sent.yaml:2:8: 1957: field "title" must not be empty',
    );
    expect(result.stderr).toContain("Build failed; build/ was left as it was.");
    expect(readFileSync(join(copy, "build/client/index.html"), "utf8")).toBe("<h1>Last good build</h1>");
  }, 60_000);
});
