/**
 * `npm run check:build`: checks every file of the build in build/client (or SITE_DIR) against
 * the build's list of sizes and hashes (server/site-files.ts). Prints each file that is missing,
 * cut short or changed, and fails when there is one: nginx sends whatever is on disk, so run it
 * after copying a build and before pointing nginx at it. The Node server runs the same check
 * when it starts and never sends a damaged file.
 */
import { defaultSiteDir } from "../server/built-site.ts";
import { damagedFiles, readSiteFiles } from "../server/site-files.ts";

try {
  const files = readSiteFiles(defaultSiteDir);
  const damaged = Object.entries(damagedFiles(defaultSiteDir, files));
  for (const [path, problem] of damaged) console.error(`${path}: ${problem}`);
  if (damaged.length > 0) {
    console.error(
      `${damaged.length} of ${Object.keys(files).length} files of ${defaultSiteDir} are damaged: build again, or copy the build again.`,
    );
    process.exit(1);
  }
  console.log(`check:build: all ${Object.keys(files).length} files of ${defaultSiteDir} are as the build wrote them.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
