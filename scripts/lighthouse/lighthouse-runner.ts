/**
 * Runs Lighthouse (from npm) in Debian's Chromium against the built site, served on a loopback
 * port by the production server. Every host but localhost is unresolvable in that browser, so an
 * audit never reaches the network and third-party embeds stay out of the measurement.
 */
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { defaultSiteDir } from "../../server/built-site.ts";
import { createStaticServer } from "../../server/static-server.ts";
import { chromiumArgs, chromiumPath } from "../../playwright.config.ts";

/** Serves build/client on a free loopback port while `work` runs. */
export async function withSite<T>(work: (origin: string) => Promise<T>): Promise<T> {
  const server = createStaticServer(defaultSiteDir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await work(`http://localhost:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Audits each URL in turn, in one browser, with Lighthouse's mobile defaults and the given flags;
 * `traced` receives each run's trace (Chromium's, as DevTools records it) for a caller that keeps one.
 */
export async function audit(
  urls: string[],
  flags: Flags,
  traced?: (url: string, lhr: RunnerResult["lhr"], trace: RunnerResult["artifacts"]["Trace"]) => void,
): Promise<Map<string, RunnerResult["lhr"]>> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${port}`,
      ...chromiumArgs,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
    ],
  });
  const results = new Map<string, RunnerResult["lhr"]>();
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port, output: "json", logLevel: "error", ...flags });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.set(url, result.lhr);
      traced?.(url, result.lhr, result.artifacts.Trace);
    }
  } finally {
    await browser.close();
  }
  return results;
}
