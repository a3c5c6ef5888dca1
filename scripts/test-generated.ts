/**
 * `npm run test:generated -- [count] [first seed]`: churches made from the content schemas
 * (scripts/churches/generate-church.ts), each in a copy of the project with no code changed,
 * taken through what a church's own site goes through: the content check, the build, the link and
 * text checks, and tests/church/ in Chromium (every page it has at a phone's and a desktop's width,
 * with axe; its 404; its editor at /admin). A church the content check accepts and a later step
 * refuses is a bug of the engine (or of the check); the run names its seed, its summary and the
 * step. `npm test` runs a few seeds (TEST_GENERATED_COUNT, 2 by default); the nightly workflow
 * (.github/workflows/generated-churches.yml) runs many. `npm run test:generated -- features`
 * adds each feature to the minimal church instead, as `npm run add-feature` does, and takes each
 * through the check, the build and the link and text checks (`-- features history` one only).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { churchCopy } from "./church-copy.ts";
import { ensureChromium } from "./ensure-chromium.ts";
import { features } from "../content/features.ts";
import { readContentTree } from "../app/site/content-tree.server.ts";
import { projectPath } from "../app/site/project-paths.server.ts";
import { featureFiles } from "./churches/add-feature.ts";
import { withFeatureSettings } from "./churches/feature-settings.ts";
import { generateChurch, type GeneratedChurch } from "./churches/generate-church.ts";
import { filesOf, readStarter } from "./churches/starter.ts";
import { testDay } from "../tests/support/test-day.ts";

/** `features` adds each feature to the minimal church instead (npm run test:generated -- features). */
const byFeature = process.argv[2] === "features";
const [
  count = Number(process.env["TEST_GENERATED_COUNT"] ?? 2),
  first = Number(process.env["TEST_GENERATED_SEED"] ?? 1),
] = (byFeature ? [] : process.argv.slice(2)).map(Number);

/** Writes a generated church's content/ into `folder`, its PNG pictures drawn from their SVG. */
async function writeContent(church: GeneratedChurch, folder: string): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const write = (path: string, data: string | Buffer) => {
    const file = join(folder, path.replace(/^content\//, ""));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  for (const [path, text] of church.files) write(path, text);
  for (const [path, svg] of church.pngs) write(path, await sharp(Buffer.from(svg), { density: 300 }).png().toBuffer());
}

const steps = [["check:content"], ["build"], ["check:links"], ["check:text"], ["test:e2e", "--", "--reporter=line"]];

/**
 * Takes a church's content through `steps` in a copy of the project; the failing step, if any.
 * The copy is named by `label` ("seed 3", "feature conference").
 */
function runChurch(label: string, content: string, runSteps: string[][]): string | undefined {
  const dir = churchCopy(content, join(tmpdir(), `generated-church-${label.replaceAll(" ", "-")}`));
  console.log(`  in ${dir}`);
  const env: NodeJS.ProcessEnv = { ...process.env, CHURCH_COPY: "1", SITE_TODAY: process.env["SITE_TODAY"] ?? testDay };
  delete env["REQUIRE_SAMPLE"];
  for (const step of runSteps) {
    const started = Date.now();
    const { status } = spawnSync("npm", ["run", "-s", ...step], { cwd: dir, stdio: "inherit", env });
    console.log(
      `test:generated: ${label}: ${step[0]} ${status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (status !== 0) return `${label}: npm run ${step[0]} failed (the church is in ${dir})`;
  }
  return undefined;
}

const starter = readStarter();
const failed: string[] = [];
if (byFeature) {
  // Each feature added to the minimal church as an adopter adds it, with the addresses it needs;
  // the check, the build and the link and text checks (the generated churches open the editor).
  const root = projectPath("tests/fixtures/minimal-church");
  const minimal = readContentTree(root);
  // A feature the minimal church has already (its visit and search pages) is left out.
  // Names after `features` take those only (npm run test:generated -- features history).
  const named = process.argv.slice(3);
  const wanted = features.flatMap((feature) => {
    if (named.length > 0 && !named.includes(feature.name)) return [];
    const added = featureFiles(feature, minimal, () => false, starter);
    return added.ok ? [{ feature, files: added.files }] : [];
  });
  for (const { feature, files } of wanted) {
    const tree = withFeatureSettings(new Map([...minimal, ...files]), feature.name);
    const church: GeneratedChurch = {
      seed: 0,
      files: new Map([...tree, ...filesOf("content/images", root), ...feedCopies(tree)]),
      pngs: new Map(),
      summary: [`feature ${feature.name}`],
    };
    const content = join(tmpdir(), `generated-church-content-feature-${feature.name}`);
    await writeContent(church, content);
    console.log(`\ntest:generated: the minimal church with ${feature.name} (${feature.what})`);
    const failure = runChurch(`feature ${feature.name}`, content, steps.slice(0, 4));
    if (failure) failed.push(failure);
  }
  report(`${wanted.length} features, each added to the minimal church,`, wanted.length);
} else {
  // The end-to-end step drives Debian's Chromium, installed here as npm test installs it.
  if (!ensureChromium()) process.exit(1);
  for (let seed = first; seed < first + count; seed++) {
    const church = generateChurch(seed, starter);
    const content = join(tmpdir(), `generated-church-content-${seed}`);
    await writeContent(church, content);
    console.log(`\ntest:generated: ${church.summary.join("\n  ")}`);
    const failure = runChurch(`seed ${seed}`, content, steps);
    if (failure) failed.push(failure);
  }
  report(`${count} generated churches (seeds ${first} to ${first + count - 1})`, count);
}

/** The starter's copies of the feeds the settings name, so the feature's page has events or sermons to show. */
function feedCopies(tree: ReadonlyMap<string, string>): Map<string, string> {
  const site = tree.get("content/site-config.yaml")!;
  return new Map(
    [...starter.feeds].filter(([path]) =>
      path.endsWith(".ics") ? /^\s+calendar:/m.test(site) : /^\s+sermons:/m.test(site),
    ),
  );
}

function report(what: string, total: number): void {
  if (failed.length > 0) {
    console.error(`\ntest:generated: ${failed.length} of ${total} churches failed:\n  ${failed.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`\ntest:generated: ${what} passed`);
}
