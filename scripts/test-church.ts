/**
 * `npm run test:church` (the last step of `npm test`): the engine serves churches that are not the
 * sample. A copy of the project with a church of tests/fixtures as its content
 * (scripts/church-copy.ts), with no code changed, passes `npm test` as that church would run it:
 * lint, types, the engine's unit tests (the sample's `*.sample.test.ts` skip themselves), the
 * build and its checks, and tests/church/ in Chromium on every page it has and in its editor at
 * /admin. Then no word of the sample church may be in any file of its build.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { filesUnder } from "../server/files-under.ts";
import { churchCopy } from "./church-copy.ts";
import { sampleWords } from "./sample-words.ts";

/**
 * The churches it runs: the minimal one (no optional feature) and the full one (every feature, so
 * every kind of page is drawn for a church that is not the sample); CHURCH_CONTENT names one other.
 */
const fixtures = process.env["CHURCH_CONTENT"]
  ? [process.env["CHURCH_CONTENT"]]
  : ["tests/fixtures/minimal-church/content", "tests/fixtures/full-church/content"];
const words = sampleWords();
const text = /\.(html|js|css|json|xml|txt|webmanifest|ics|svg)$|_headers$/;

for (const [i, fixture] of fixtures.entries()) {
  const dir = churchCopy(fixture, join(tmpdir(), `church-site-test-${i + 1}`));
  console.log(`test:church: ${fixture} in ${dir}`);
  // The copy is a church's own project: the sample need not be there, and its npm test has no second church to build.
  const env: NodeJS.ProcessEnv = { ...process.env, CHURCH_COPY: "1" };
  delete env["REQUIRE_SAMPLE"];
  const { status } = spawnSync("npm", ["test"], { cwd: dir, stdio: "inherit", env });
  if (status !== 0) {
    console.error(`\ntest:church: npm test failed (exit ${status}) for ${fixture}, in ${dir}`);
    process.exit(status ?? 1);
  }

  const client = join(dir, "build/client");
  const found = [...filesUnder(client, (file) => text.test(file))].flatMap((file) => {
    const body = readFileSync(file, "utf8").toLowerCase();
    return words
      .filter((word) => body.includes(word.toLowerCase()))
      .map((word) => `${relative(client, file)}: "${word}"`);
  });
  if (found.length > 0) {
    console.error(`test:church: the sample church's words are in ${fixture}'s build:\n  ${found.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `test:church: ${fixture}: OK (npm test passed, and none of ${words.length} words of the sample in its build)`,
  );
}
