/**
 * The build's stamp, at a fixed address of the site (/build-stamp.json): the commit it was
 * built from, when, and the day it shows. The site editor reads it to tell whether the office's
 * change is live yet (admin/publish-status.ts); nothing else does. Each host names the commit it
 * builds in its own variable; a build elsewhere asks git, and one without git says it does not know.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** The stamp's address on the site. */
export const buildStampAddress = "/build-stamp.json";

export interface BuildStamp {
  /** The full commit hash, or null when the build could not tell. */
  commit: string | null;
  /** When the build ran, as an ISO time. */
  builtAt: string;
  /** The day in the church's time zone that the build shows (dated notices). */
  buildDay: string;
}

/** The commit a host builds: Cloudflare Pages', Netlify's, GitHub Actions' variable, else git's answer. */
export function builtCommit(env: Record<string, string | undefined>, gitHead: () => string | undefined): string | null {
  const named = [env["CF_PAGES_COMMIT_SHA"], env["COMMIT_REF"], env["GITHUB_SHA"]].find(
    (sha) => sha && /^[0-9a-f]{40}$/i.test(sha),
  );
  const commit = named ?? gitHead();
  return commit && /^[0-9a-f]{40}$/i.test(commit) ? commit.toLowerCase() : null;
}

/** git's HEAD in `root`, or undefined where there is no repository or no git. */
export function gitHead(root: string): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Writes the stamp into a build's client folder. */
export function writeBuildStamp(client: string, stamp: BuildStamp): void {
  writeFileSync(join(client, buildStampAddress), JSON.stringify(stamp) + "\n");
}
