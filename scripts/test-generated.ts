/**
 * `npm run test:generated -- [count] [first seed]`: churches made from the content schemas
 * (scripts/churches/generate-church.ts), each in a copy of the project with no code changed,
 * taken through what a church's own site goes through: the content check, the build, the link and
 * text checks, and tests/church/ in Chromium (every page it has at a phone's and a desktop's width,
 * with axe; its 404; its editor at /admin). A church the content check accepts and a later step
 * refuses is a bug of the engine (or of the check); the run names its seed, its summary and the
 * step. `npm test` runs a few seeds (TEST_GENERATED_COUNT, 2 by default); the nightly workflow
 * (.github/workflows/generated-churches.yml) runs many.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { churchCopy } from "./church-copy.ts";
import { ensureChromium } from "./ensure-chromium.ts";
import { generateChurch, type GeneratedChurch } from "./churches/generate-church.ts";
import { readStarter } from "./churches/starter.ts";
import { testDay } from "../tests/support/test-day.ts";

const [
  count = Number(process.env["TEST_GENERATED_COUNT"] ?? 2),
  first = Number(process.env["TEST_GENERATED_SEED"] ?? 1),
] = process.argv.slice(2).map(Number);

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

// The end-to-end step drives Debian's Chromium, installed here as npm test installs it.
if (!ensureChromium()) process.exit(1);
const starter = readStarter();
const failed: string[] = [];
for (let seed = first; seed < first + count; seed++) {
  const church = generateChurch(seed, starter);
  const content = join(tmpdir(), `generated-church-content-${seed}`);
  await writeContent(church, content);
  const dir = churchCopy(content, join(tmpdir(), `generated-church-${seed}`));
  console.log(`\ntest:generated: ${church.summary.join("\n  ")}\n  in ${dir}`);
  const env: NodeJS.ProcessEnv = { ...process.env, CHURCH_COPY: "1", SITE_TODAY: process.env["SITE_TODAY"] ?? testDay };
  delete env["REQUIRE_SAMPLE"];
  for (const step of steps) {
    const started = Date.now();
    const { status } = spawnSync("npm", ["run", "-s", ...step], { cwd: dir, stdio: "inherit", env });
    console.log(
      `test:generated: seed ${seed}: ${step[0]} ${status === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (status !== 0) {
      failed.push(`seed ${seed}: npm run ${step[0]} failed (the church is in ${dir})`);
      break;
    }
  }
}
if (failed.length > 0) {
  console.error(`\ntest:generated: ${failed.length} of ${count} churches failed:\n  ${failed.join("\n  ")}`);
  process.exit(1);
}
console.log(`\ntest:generated: ${count} generated churches (seeds ${first} to ${first + count - 1}) passed`);
