import { existsSync, readFileSync } from "node:fs";
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
