// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildStampAddress, builtCommit, gitHead, writeBuildStamp } from "./build-stamp";

const sha = (c: string) => c.repeat(40);

describe("the build's stamp", () => {
  it("names the commit each host builds, then git's, and never a value that is no commit", () => {
    const git = () => sha("d");
    expect(builtCommit({ CF_PAGES_COMMIT_SHA: sha("a"), COMMIT_REF: sha("b") }, git)).toBe(sha("a"));
    expect(builtCommit({ COMMIT_REF: sha("B") }, git)).toBe(sha("b"));
    expect(builtCommit({ GITHUB_SHA: sha("c") }, git)).toBe(sha("c"));
    expect(builtCommit({ COMMIT_REF: "main" }, git)).toBe(sha("d"));
    expect(builtCommit({}, () => undefined)).toBeNull();
    expect(builtCommit({}, () => "fatal: not a git repository")).toBeNull();
  });

  it("reads this repository's HEAD, and nothing outside one", () => {
    expect(gitHead(process.cwd())).toMatch(/^[0-9a-f]{40}$/);
    expect(gitHead(mkdtempSync(join(tmpdir(), "no-git-")))).toBeUndefined();
  });

  it("is written at its fixed address of the site", () => {
    const client = mkdtempSync(join(tmpdir(), "stamp-"));
    writeBuildStamp(client, { commit: sha("e"), builtAt: "2026-11-25T17:00:00.000Z", buildDay: "2026-11-25" });
    expect(JSON.parse(readFileSync(join(client, buildStampAddress), "utf8"))).toEqual({
      commit: sha("e"),
      builtAt: "2026-11-25T17:00:00.000Z",
      buildDay: "2026-11-25",
    });
  });
});
