/**
 * Runs Lighthouse (from npm) in Debian's Chromium against the built site, served on a loopback
 * port by the production server. Every host but localhost is unresolvable in that browser, so an
 * audit never reaches the network and third-party embeds stay out of the measurement.
 */
import type { AddressInfo } from "node:net";
import { Launcher, launch } from "chrome-launcher";
import lighthouse, { Audit, type Config, type Flags, Gatherer, type RunnerResult } from "lighthouse";
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
 * Before each page Lighthouse times the machine with a second of its own script in the blank tab,
 * then turns on its instruments (script coverage, the debugger), and the renderer walks every
 * object of that tab's heap, the benchmark's garbage included. The walk came in the page's own
 * trace, just before its navigation committed: 7-31 ms observed in half the loads, on any page
 * (the bare one too), four times that in the simulation, and counted as the page's blocking time
 * whenever the simulated first paint fell before its end. This gatherer collects the garbage
 * once those instruments are on and before the page is requested, which leaves the walk a
 * millisecond or two: no task of it over 5 ms in 12 loads, against 6 of 12 loads with one of
 * 7-28 ms without it (issue 40). A visitor's browser holds no such garbage.
 */
class CollectGarbage extends Gatherer {
  override meta = { supportedModes: ["navigation" as const] };
  override async startInstrumentation(context: Parameters<Gatherer["startInstrumentation"]>[0]) {
    await context.driver.defaultSession.sendCommand("HeapProfiler.collectGarbage");
  }
  // Lighthouse's types know only its own artifacts; this one's value is never read.
  override getArtifact() {
    return true as never;
  }
}
/** Lighthouse runs a gatherer only for an audit that needs it: this one, worth nothing in any score. */
class GarbageCollected extends Audit {
  static override get meta() {
    return {
      id: "garbage-collected",
      title: "Lighthouse's own garbage was collected before the page",
      description: "The bench's, not the page's: see CollectGarbage in scripts/lighthouse/lighthouse-runner.ts.",
      requiredArtifacts: ["CollectGarbage" as never],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }
  static override audit() {
    return { score: null };
  }
}
const config: Config = {
  extends: "lighthouse:default",
  artifacts: [{ id: "CollectGarbage", gatherer: { implementation: CollectGarbage } }],
  audits: [{ implementation: GarbageCollected }],
  categories: { performance: { title: "Performance", auditRefs: [{ id: "garbage-collected", weight: 0 }] } },
};

/**
 * The browser's flags: Lighthouse's own launcher's (chrome-launcher, as its command line starts
 * Chrome), the project's, and no desktop window's omnibox. Headless Chromium still builds the
 * address bar's suggestion popups (two WebUI pages, chrome://omnibox-popup.top-chrome) and
 * updates them on every navigation: 13-30 ms of a third renderer's work in the 100 ms before each
 * page's first paint, traced on this machine's 2 cores, beside the page's own layout. A phone has
 * no such thing. Chromium keeps only the last `--disable-features`, so one list carries them all.
 */
function browserFlags(): string[] {
  const defaults = Launcher.defaultFlags();
  const disable = "--disable-features=";
  const features = defaults
    .filter((flag) => flag.startsWith(disable))
    .flatMap((flag) => flag.slice(disable.length).split(","));
  return [
    ...defaults.filter((flag) => !flag.startsWith(disable)),
    `${disable}${[...features, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
    "--headless=new",
    ...chromiumArgs,
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
  ];
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
  const browser = await launch({ chromePath: chromiumPath, ignoreDefaultFlags: true, chromeFlags: browserFlags() });
  const results = new Map<string, RunnerResult["lhr"]>();
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: browser.port, output: "json", logLevel: "error", ...flags }, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.set(url, result.lhr);
      traced?.(url, result.lhr, result.artifacts.Trace);
    }
  } finally {
    browser.kill();
  }
  return results;
}
