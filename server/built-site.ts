import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HeadersPolicy } from "./security-policy.ts";

/** The built site's folder: SITE_DIR, or build/client of this project. */
export const defaultSiteDir = process.env.SITE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url));

/** The headers of a build, with each page's script hashes, live beside (never inside) its site folder. */
export const headersPolicyFile = (siteDir: string) => join(dirname(siteDir), "security-headers.json");

/** The headers policy of the build in `siteDir`; throws with what to do when there is no build. */
export function readHeadersPolicy(siteDir: string): HeadersPolicy {
  const file = headersPolicyFile(siteDir);
  if (!existsSync(siteDir) || !existsSync(file)) {
    throw new Error(`No built site in ${siteDir}. Run "npm run build" first (or "npm start", which builds).`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as HeadersPolicy;
}

/**
 * The headers policy of the build being served, read again whenever a new build has replaced
 * it: `npm run build` swaps build/ whole, and the nightly rebuild must not leave new pages with
 * the old pages' script hashes. Throws, as readHeadersPolicy, when there is no build at first.
 */
export function liveHeadersPolicy(siteDir: string): () => HeadersPolicy {
  const file = headersPolicyFile(siteDir);
  let policy = readHeadersPolicy(siteDir);
  let stamp = statSync(file).mtimeMs;
  return () => {
    const now = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (now !== undefined && now !== stamp) {
      try {
        policy = readHeadersPolicy(siteDir);
        stamp = now;
      } catch {
        // Caught mid-swap: keep the last policy and read again on the next request.
      }
    }
    return policy;
  };
}
