/**
 * `npm run test:church`: the engine builds and serves a church that is not the sample. A copy of
 * the project with the minimal church of tests/fixtures as its content (scripts/church-copy.ts) is
 * built as `npm run build` builds, then tests/church/ checks every page it has, in Chromium at a
 * phone's and a desktop's width, and that no word of the sample church is in its files.
 */
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { churchCopy } from "./church-copy.ts";

const fixture = process.env["CHURCH_CONTENT"] ?? "tests/fixtures/minimal-church/content";
const dir = churchCopy(fixture, join(tmpdir(), "church-site-test"));
const run = (command: string, args: string[], cwd: string) => {
  const { status } = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, CHURCH_DIR: dir } });
  if (status !== 0) {
    console.error(`\ntest:church: ${command} ${args.join(" ")} failed (exit ${status}) for ${fixture}`);
    process.exit(status ?? 1);
  }
};
console.log(`test:church: ${fixture} in ${dir}`);
run("npx", ["tsx", "scripts/build.ts"], dir);
run("npx", ["playwright", "test", "--config", "tests/church/playwright.config.ts"], process.cwd());
