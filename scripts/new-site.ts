/**
 * `npm run new-site`: the first step of a church's own site (docs/start-your-site.md). The sample
 * church's content is replaced by the minimal church of tests/fixtures (a home page, a visit
 * page, a statement of faith, the search page and the 404; one Sunday service and a prayer
 * meeting; none of the optional features), a working site to rewrite in the church's own words.
 * The model every church's content follows (content/schema/, content/collections.ts, content/features.ts) stays.
 * It refuses to run over changes not yet committed, so nothing is lost that git cannot bring back.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isEngineFile } from "./church-copy.ts";

const root = new URL("..", import.meta.url).pathname;
const template = join(root, "tests/fixtures/minimal-church/content");

const changed = execFileSync("git", ["status", "--porcelain", "--", "content"], { cwd: root, encoding: "utf8" });
if (changed.trim() && !process.argv.includes("--force")) {
  console.error(
    "new-site: content/ has changes not yet committed; commit them (or run with --force to lose them) and run it again.",
  );
  process.exit(1);
}

// Everything at the top of content/ but the model: files, and folders with all they hold.
const removed = readdirSync(join(root, "content")).filter(
  (name) => name !== "schema" && !isEngineFile(`content/${name}`),
);
for (const name of removed) rmSync(join(root, "content", name), { recursive: true, force: true });
cpSync(template, join(root, "content"), { recursive: true });
console.log(`new-site: the sample's content is gone (${removed.length} files and folders), and content/ holds a minimal church.
Next, as docs/start-your-site.md says:
  1. content/site-config.yaml: the church's name, address, times, contact and services.
  2. content/pages/*.md and content/home.yaml: the pages, in the church's words.
  3. content/images/logo.svg: the church's logo.
  4. npm run check:content, then npm start, and open http://localhost:3000.`);
