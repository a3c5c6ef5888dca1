/**
 * The production build: the content check, the generated files (scripts/generate.ts), the page
 * script (scripts/build-browser.ts), React Router's build, each page written as `<address>.html` (scripts/flat-pages.ts), the
 * search index (scripts/build-search.ts), the site editor, the social feeds' frame (scripts/build-feed-frame.ts), the build's stamp (scripts/build-stamp.ts), the security
 * headers, precompression and the list of files the servers check (server/site-files.ts). It builds into a scratch folder
 * and only replaces build/ when everything succeeded and every file reads back as the list says,
 * so a failed build (a full disk too, said in one line) leaves the last good site in place.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { compressTree } from "./compress.ts";
import { browserAssets, browserManifest, buildBrowser } from "./build-browser.ts";
import { flattenPages } from "./flat-pages.ts";
import { inlineStyles } from "./inline-styles.ts";
import { removeRouterLeftovers } from "./router-leftovers.ts";
import { damagedFiles, writeSiteFiles } from "../server/site-files.ts";

const root = new URL("..", import.meta.url).pathname;
const scratch = join(root, ".build-next");
const target = join(root, "build");
const started = Date.now();

/** A failure that is the disk's, not the build's: said in one line, whichever step met it. */
class DiskFull extends Error {}

/**
 * Runs a step in a process of its own. What it writes to stderr is held and passed on, unless it
 * stopped on a full disk, which is then one line, not its stack.
 */
const run = (args: string[], env: NodeJS.ProcessEnv = {}) => {
  const step = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: ["inherit", "inherit", "pipe"],
    env: { ...process.env, ...env },
    maxBuffer: 64 << 20,
  });
  const stderr = step.stderr?.toString() ?? "";
  if (step.status !== 0 && /\bENOSPC\b/.test(stderr)) throw new DiskFull();
  process.stderr.write(stderr);
  if (step.error) throw step.error;
  if (step.status !== 0) throw Object.assign(new Error(`${args.at(-1)} failed`), { status: step.status });
};

rmSync(scratch, { recursive: true, force: true });
let files = 0;
try {
  // Content first: a broken file stops the build with just the list of problems.
  run(["--import", "tsx", "scripts/check-content.ts"]);
  run(["--import", "tsx", "scripts/generate.ts"]);
  // The page script first: the pages React Router pre-renders name it.
  const browser = await buildBrowser();
  run([join(root, "node_modules/@react-router/dev/bin.js"), "build"], { BUILD_DIR: scratch, NODE_ENV: "production" });
  // Scripts only: the styles are in the site's one stylesheet from React Router's build.
  cpSync(join(browser, browserAssets), join(scratch, "client", browserAssets), {
    recursive: true,
    filter: (file) => !file.endsWith(".css"),
  });
  removeRouterLeftovers(join(scratch, "client"));
  inlineStyles(join(scratch, "client"));
  // Which chunks each island imports, for the byte budgets (scripts/check-budgets.ts); not served.
  cpSync(join(browser, ".vite/manifest.json"), join(scratch, browserManifest));
  flattenPages(join(scratch, "client"));
  // The search index, from the pages as they will be served.
  const { buildSearch } = await import("./build-search.ts");
  console.log(`search: ${await buildSearch(join(scratch, "client"))} pages indexed`);
  // The site editor at /admin: its own bundle, which no public page loads.
  const [{ buildAdmin }, { getContent }] = await Promise.all([
    import("./build-admin.ts"),
    import("../app/site/content.server.ts"),
  ]);
  await buildAdmin(join(scratch, "client"), getContent());
  // The social feeds' frame, where the provider's script runs, sandboxed, instead of on the pages.
  // Only for a church whose pages show a social feed.
  const { writeFeedFrame } = await import("./build-feed-frame.ts");
  const { socialFeedScript } = getContent().siteConfig.links;
  if (socialFeedScript) await writeFeedFrame(join(scratch, "client"), socialFeedScript);
  // What the site editor reads to tell whether a change is live: the commit built, and when.
  const { builtCommit, gitHead, writeBuildStamp } = await import("./build-stamp.ts");
  writeBuildStamp(join(scratch, "client"), {
    commit: builtCommit(process.env, () => gitHead(root)),
    builtAt: new Date().toISOString(),
    buildDay: getContent().today,
  });
  // Loaded here, not at the top: it reads the content, which the check above has vouched for.
  // Last, so the script hashes are those of the pages as served.
  const { writeSecurityFiles } = await import("./build-security.ts");
  writeSecurityFiles(scratch);
  files = compressTree(join(scratch, "client"));
  // Last of all: the list of every file, its size and hash, that the servers check the files against.
  writeSiteFiles(join(scratch, "client"));
  // And the files read back against it before the build goes live: nginx sends whatever is on
  // disk, so a file cut short (a disk that filled up) must never replace a whole one.
  const damaged = Object.entries(damagedFiles(join(scratch, "client")));
  if (damaged.length > 0) {
    for (const [path, problem] of damaged) console.error(`${path}: ${problem}`);
    throw new Error(`${damaged.length} files of the new build are not as it wrote them`);
  }
} catch (error) {
  if (error instanceof DiskFull || (error as NodeJS.ErrnoException).code === "ENOSPC")
    console.error("The disk is full: free some space and build again.");
  else if (!(error instanceof Error && "status" in error)) console.error(error);
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join(root, ".build-browser"), { recursive: true, force: true });
  console.error("\nBuild failed; build/ was left as it was.");
  process.exit(1);
}
rmSync(join(root, ".build-browser"), { recursive: true, force: true });
if (existsSync(target)) rmSync(target, { recursive: true, force: true });
renameSync(scratch, target);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${files} files precompressed)`);
