/**
 * `npm run bench`: builds the site, serves it as `npm start` does, and runs Lighthouse (mobile,
 * its default simulated throttling, in Debian's Chromium, no network beyond localhost) on every
 * route (aliases included), BENCH_RUNS times each (default 5, the number Lighthouse's own
 * guidance on variability gives for a stable median), interleaved with a bare page that measures
 * the machine. Prints the median of each route (script evaluation as Lighthouse counts it, with
 * the scripts it injects; the page's own, as Lighthouse times it, without them, which the target
 * holds; and the page's own by the main thread's own time, without the machine's waits for a
 * core), writes every run to bench/lighthouse-<time>.json, keeps each route's trace from its slowest run (the most
 * blocking time, then the most script evaluation) in bench/traces-<time>/ (open one in DevTools'
 * Performance panel) and prints, from it, every task of 10 ms or more after the first contentful
 * paint and what took its time (scripts/perf/trace-tasks.ts). It exits non-zero when a route
 * misses a target of scripts/perf/budgets.ts. Then it times the click from the home
 * page's menu to the next page (scripts/perf/navigation-timing.ts) and, on a phone, a search's
 * answer to the last key typed (scripts/perf/search-timing.ts). BENCH_SKIP_BUILD=1 measures the
 * build already in build/; BENCH_ROUTES=/,/about_staff measures those routes only;
 * BENCH_THROTTLING=devtools slows the browser itself (applied throttling: the CPU 4x and the
 * network as Lighthouse's mobile) instead of simulating it, so its times are observed, not
 * estimated; BENCH_COMPARE=<another checkout of this project, built> (another commit's, say)
 * serves that build with its own server and measures it too, in the same runs, for a table of
 * before and after on one machine at one time. The build is for the day the bench runs, as the
 * daily rebuild makes it: the browser runs on today's clock, and the dated slides and notices it
 * shows must be the ones the build preloaded and laid out (a build for the tests' day showed the
 * home page's slide of another season, fetched late). Build a compared checkout the same day
 * (`npm run build` there). A benchmark, not part of `npm test`. */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.ts";
import { audit } from "./lighthouse/lighthouse-runner.ts";
import { lighthouseTargets as targets } from "./perf/budgets.ts";
import { navigationTimes } from "./perf/navigation-timing.ts";
import { searchTimes } from "./perf/search-timing.ts";
import {
  pageScript,
  taskLine,
  traceTasks,
  type PageScript,
  type TraceEvent,
  type TraceReport,
} from "./perf/trace-tasks.ts";
import { routePaths } from "./site-pages.ts";

const root = new URL("..", import.meta.url).pathname;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const throttling = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
/** How Lighthouse's times are labelled: estimated for a slow phone, or observed on a slowed browser. */
const msLabel = throttling === "simulate" ? "simulated ms" : "ms";
const port = Number(process.env.BENCH_PORT ?? 4490);
const origin = `http://localhost:${port}`;

if (!ensureChromium()) process.exit(1);
if (!process.env.BENCH_SKIP_BUILD) {
  console.log("building the site for today");
  // Not for the tests' day, which importing playwright.config.ts set (see above).
  const env = { ...process.env, SITE_TODAY: "" };
  const build = spawnSync("npm", ["run", "-s", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
/** Serves a checkout's build as `npm start` does, on `port`; resolves once it answers. */
async function serve(port: number, checkout = root) {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const url = `http://localhost:${port}`;
  for (
    let i = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 100 || server.exitCode !== null) throw new Error(`the server did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}
const server = await serve(port);
const compareCheckout = process.env.BENCH_COMPARE;
const compareOrigin = `http://localhost:${port + 2}`;
const compareServer = compareCheckout ? await serve(port + 2, compareCheckout) : undefined;

// The floor this machine sets: a bare page (a heading and a paragraph; no CSS, no script, no
// image) measured in the same runs. Lighthouse's simulated TBT multiplies every task of the
// browser's own by four, so on a busy machine even this page has blocking time; its numbers are
// printed beside the table so that a reader can tell the site's cost from the machine's.
const referenceHtml =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Reference page</title><meta name="description" content="A bare page to measure the machine by.">' +
  "<h1>Reference page</h1><p>A bare page with one heading and one paragraph of text, and nothing else.</p>";
const reference = createServer((_, res) =>
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(referenceHtml),
);
await new Promise<void>((resolve) => reference.listen(port + 1, "127.0.0.1", resolve));
const referenceUrl = `http://localhost:${port + 1}/`;

/** What the table shows of one run. */
interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  /** Main-thread time in script evaluation, and in style and layout, ms (simulated: the observed times 4x; devtools: observed). */
  scriptMs: number;
  layoutMs: number;
  /** Tasks of 50 ms or more that start after the first contentful paint, and the longest of them, ms. */
  longTasks: number;
  longestTask: number;
  /** Why Lighthouse could not finish the run, when it could not. */
  error?: string;
}

type Lhr = Awaited<ReturnType<typeof audit>> extends Map<string, infer R> ? R : never;

function measure(lhr: Lhr): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = <T>(id: string) => ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const summary = items<{ resourceType: string; transferSize: number }>("resource-summary");
  const work = items<{ group: string; duration: number }>("mainthread-work-breakdown");
  const fcp = value("first-contentful-paint");
  const after = items<{ startTime: number; duration: number }>("long-tasks").filter((t) => t.startTime >= fcp);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp,
    lcp: value("largest-contentful-paint") ?? NaN,
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    totalBytes: value("total-byte-weight"),
    scriptBytes: summary.find((i) => i.resourceType === "script")?.transferSize ?? NaN,
    scriptMs: work.find((i) => i.group === "scriptEvaluation")?.duration ?? 0,
    layoutMs: work.find((i) => i.group === "styleLayout")?.duration ?? 0,
    longTasks: after.length,
    longestTask: Math.max(0, ...after.map((t) => t.duration)),
    ...(lhr.runtimeError && { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
  };
}

/** The median of the runs that measured it (a run Lighthouse could not finish measures nothing). */
const median = (values: number[]) => {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured.length > 0 ? measured[Math.floor(measured.length / 2)]! : NaN;
};
/**
 * Audits that failed in a run, for the reader of a missed target; not one that estimates it would
 * save nothing (the insight that shows the page and its manifest as a chain of requests) nor one
 * whose every reason Lighthouse calls not actionable (the back/forward cache, which the flags of
 * the browser that the bench drives turn off).
 */
const failedAudits = (lhr: Lhr) =>
  Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
    )
    .filter((a) => !a.metricSavings || Object.values(a.metricSavings).some((saving) => saving !== 0))
    .filter((a) => {
      const items = (a.details as { items?: { failureType?: string }[] } | undefined)?.items ?? [];
      return !(items.length > 0 && items.every((item) => item.failureType === "Not actionable"));
    })
    .map((a) => a.id);

// Every route, aliases too: an alias is a route a visitor can arrive at.
const only = process.env.BENCH_ROUTES?.split(",");
const paths = routePaths().filter((path) => !only || only.includes(path));
/** Each site measured: this build, and the one compared with it ("before"). */
const sites = [{ label: "", origin }, ...(compareServer ? [{ label: "before ", origin: compareOrigin }] : [])];
const all: Record<string, { runs: Measure[]; failedAudits: string[][] }> = {};
const referenceRuns: Measure[] = [];
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const tracesDir = join(root, "bench", `traces-${stamp}`);
mkdirSync(tracesDir, { recursive: true });
/**
 * Each page's trace kept (its slowest run: the most blocking time, or with as much, the most
 * script evaluation of its own, the target a run misses most often on this noisy machine), what it shows
 * after the first paint, and Lighthouse's own view of that run: its long tasks (by kind of work) and the script
 * time of each address.
 */
const traces: Record<
  string,
  { tbt: number; ownScriptMs: number; file: string; report: TraceReport; lighthouse: string[] }
> = {};
/**
 * Lighthouse's long tasks (its simulation places the first layout before or after the first
 * contentful paint from run to run, so all are shown) and script time by address, as lines.
 */
function lighthouseView(lhr: Lhr, origin: string): string[] {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const details = (id: string) =>
    lhr.audits[id]?.details as
      | { items?: Record<string, number | string>[]; debugData?: { urls: string[]; tasks: Record<string, number>[] } }
      | undefined;
  const lines: string[] = [];
  const { urls = [], tasks = [] } = details("long-tasks")?.debugData ?? {};
  for (const { urlIndex, startTime, duration, ...groups } of tasks) {
    const parts = Object.entries(groups)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${group} ${ms.toFixed(0)}`);
    lines.push(
      `long task at ${startTime!.toFixed(0)} ms (${startTime! < fcp ? "before" : "after"} FCP at ${fcp.toFixed(0)}), ` +
        `${duration!.toFixed(0)} ${msLabel}, ` +
        `${urls[urlIndex!]?.replace(origin, "") ?? ""}: ${parts.join(", ")}`,
    );
  }
  const scripts = (details("bootup-time")?.items ?? []).map(
    (item) => `${String(item["url"]).replace(origin, "")} ${Number(item["scripting"]).toFixed(0)}`,
  );
  if (scripts.length > 0) lines.push(`script evaluation by address, ${msLabel}: ${scripts.join(", ")}`);
  return lines;
}
const pageOf = new Map([
  ...paths.flatMap((p) => sites.map((site) => [site.origin + p, site.label + p] as const)),
  [referenceUrl, "bare page"] as const,
]);
/**
 * Each page's own script, run by run (pageScript): as Lighthouse times script evaluation (by the
 * clock, and in a simulation four times the observed), and by the main thread's own time, which
 * leaves out the waits for a core that this machine adds to the clock's figure. Neither counts the
 * scripts Lighthouse injects into every page to measure it, which its script evaluation does (a
 * bare page's is 19-24 simulated ms on this machine, all of them Lighthouse's) and its own audit
 * of a page's JavaScript execution time does not: the target is the page's.
 */
const ownScript: Record<string, PageScript[]> = {};
/** A page's own script over its runs, median, ms: by the clock as Lighthouse times it, or by the thread. */
const ownMedian = (page: string, key: keyof PageScript) => median((ownScript[page] ?? []).map((s) => s[key]));
function keepTrace(url: string, lhr: Lhr, trace: { traceEvents: unknown[] }) {
  const page = pageOf.get(url)!;
  const own = pageScript(trace.traceEvents as TraceEvent[]);
  const { throttlingMethod, throttling: slowdown } = lhr.configSettings;
  const multiplier = throttlingMethod === "simulate" ? (slowdown.cpuSlowdownMultiplier ?? 1) : 1;
  const ownScriptMs = own.ms * multiplier;
  (ownScript[page] ??= []).push({ ms: ownScriptMs, threadMs: own.threadMs });
  // A run whose audit failed has no number: it counts as none.
  const measured = measure(lhr);
  const tbt = measured.tbt || 0;
  const kept = traces[page];
  if (kept && (kept.tbt > tbt || (kept.tbt === tbt && kept.ownScriptMs >= ownScriptMs))) return;
  const slug = page
    .replace(/^before /, "before-")
    .replace(/\/$/, "/home")
    .replace("/", "")
    .replace(" ", "-");
  const file = join(tracesDir, `${slug}.json`);
  writeFileSync(file, JSON.stringify(trace));
  const origin = new URL(url).origin;
  traces[page] = {
    tbt,
    ownScriptMs,
    file,
    report: traceTasks(trace.traceEvents as TraceEvent[], { origin }),
    lighthouse: lighthouseView(lhr, origin),
  };
}
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`run ${run} of ${runs}: ${paths.length} routes…`);
    const results = await audit(
      // The reference goes last, so that it never pays for being the browser's first page; the
      // sites take turns route by route, so that both see the machine in the same state.
      [...paths.flatMap((p) => sites.map((site) => site.origin + p)), referenceUrl],
      // Third parties are kept out of the measurement: Lighthouse blocks every https request (this
      // site is on http://localhost), and leaves the blocked requests out of its console audit.
      {
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        blockedUrlPatterns: ["https://*"],
        throttlingMethod: throttling,
      },
      keepTrace,
    );
    referenceRuns.push(measure(results.get(referenceUrl)!));
    for (const path of paths) {
      for (const site of sites) {
        const lhr = results.get(site.origin + path)!;
        const key = site.label + path;
        all[key] ??= { runs: [], failedAudits: [] };
        all[key].runs.push(measure(lhr));
        all[key].failedAudits.push(failedAudits(lhr));
      }
    }
  }
} finally {
  compareServer?.kill("SIGTERM");
  reference.close();
}

// From the home page's menu to a page of each menu, the pointer resting on the link first.
let navigation: Awaited<ReturnType<typeof navigationTimes>> = [];
// Queries a visitor types on a phone: a word the site has, a typo, a synonym, two words.
let searches: Awaited<ReturnType<typeof searchTimes>> = [];
try {
  navigation = await navigationTimes(origin, [
    { menu: "About Us", link: "Statement of Faith" },
    { menu: "About Us", link: "Staff & Leadership" },
    { menu: "Ministries", link: "Care Groups" },
    { menu: "Attendees", link: "Bible Reading Plan" },
  ]);
  searches = await searchTimes(origin, ["nursery", "bapism", "wheelchair", "service times"]);
} finally {
  server.kill("SIGTERM");
}

const header = [
  "route",
  "perf",
  "a11y",
  "best",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "TBT runs",
  "script ms",
  "own script",
  "script CPU",
  "layout ms",
  "long tasks",
  "CLS",
  "total KB",
  "JS KB",
];
const referenceTbt = median(referenceRuns.map((r) => r.tbt));
const spread = (measures: Measure[]) =>
  measures.map((r) => (Number.isFinite(r.tbt) ? r.tbt.toFixed(0) : "-")).join("/");
const rows: string[][] = [];
const misses: string[] = [];
for (const path of sites.flatMap((site) => paths.map((p) => site.label + p))) {
  // A run Lighthouse could not finish (no LCP) scores 0 on everything: it is left out and counted.
  const finished = all[path]!.runs.filter((r) => Number.isFinite(r.lcp));
  if (finished.length === 0) misses.push(`${path}: no run finished`);
  else if (finished.length < runs) {
    const errors = all[path]!.runs.flatMap((r) => (Number.isFinite(r.lcp) ? [] : [r.error ?? "no LCP"]));
    console.log(`${path}: ${runs - finished.length} of ${runs} runs did not finish (${errors.join("; ")})`);
  }
  const m = (key: Exclude<keyof Measure, "error">) => median(finished.map((r) => r[key]));
  const row = {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    fcp: m("fcp"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    ownScriptMs: ownMedian(path, "ms"),
    longTasks: m("longTasks"),
  };
  // Targets hold for this build; the one compared with it is only measured.
  const compared = !path.startsWith("/");
  for (const key of ["performance", "accessibility", "bestPractices", "seo"] as const) {
    if (compared) break;
    if (row[key] < targets[key]) misses.push(`${path}: ${key} ${row[key]} < ${targets[key]}`);
  }
  for (const key of ["lcp", "cls", "ownScriptMs", "longTasks"] as const) {
    if (compared) break;
    if (row[key] > targets[key])
      misses.push(`${path}: ${key} ${row[key].toFixed(key === "cls" ? 3 : 0)} > ${targets[key]}`);
  }
  if (!compared && row.tbt > referenceTbt + targets.tbt)
    misses.push(`${path}: TBT ${row.tbt.toFixed(0)} > the bare page's ${referenceTbt.toFixed(0)} + ${targets.tbt}`);
  const failed = [...new Set(all[path]!.failedAudits.flat())];
  if (failed.length > 0 && misses.some((m) => m.startsWith(`${path}:`)))
    misses.push(`${path}: failing audits: ${failed.join(", ")}`);
  rows.push([
    path,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    row.fcp.toFixed(0),
    row.lcp.toFixed(0),
    row.tbt.toFixed(0),
    spread(all[path]!.runs),
    m("scriptMs").toFixed(0),
    row.ownScriptMs.toFixed(0),
    ownMedian(path, "threadMs").toFixed(1),
    m("layoutMs").toFixed(0),
    `${row.longTasks}${row.longTasks > 0 ? ` (${m("longestTask").toFixed(0)} ms)` : ""}`,
    row.cls.toFixed(3),
    (m("totalBytes") / 1024).toFixed(1),
    (m("scriptBytes") / 1024).toFixed(1),
  ]);
}

mkdirSync(join(root, "bench"), { recursive: true });
const file = join(root, "bench", `lighthouse-${stamp}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { runs, throttling, targets, reference: referenceRuns, routes: all, ownScript, traces, navigation, searches },
    null,
    2,
  ),
);

const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
console.log();
for (const r of table)
  console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
console.log(
  `\nmedian of ${runs} run(s) per route, ${throttling === "devtools" ? "applied (devtools)" : "simulated"} throttling; ` +
    `every run in ${file}; "long tasks": of 50 ms or more after the first contentful paint; ` +
    `"script ms": script evaluation as Lighthouse counts it, its own injected scripts included; ` +
    `"own script": the page's, as Lighthouse times it (the target); ` +
    `"script CPU": the page's own by the main thread's own time in the unthrottled trace, ms`,
);
console.log(
  `the machine's floor, a bare page measured in the same runs: TBT ${referenceTbt.toFixed(0)} ms (runs ${spread(referenceRuns)}), ` +
    `LCP ${median(referenceRuns.map((r) => r.lcp)).toFixed(0)} ms, script ${median(referenceRuns.map((r) => r.scriptMs)).toFixed(0)} ms ` +
    `(its own ${ownMedian("bare page", "ms").toFixed(0)} ms, CPU ${ownMedian("bare page", "threadMs").toFixed(1)} ms)`,
);

// What each page's main thread did after its first paint, from the trace of its slowest run.
console.log(
  `\ntasks of 10 ms or more after the first contentful paint, observed, then Lighthouse's view of the same run (traces in ${tracesDir}):`,
);
for (const [page, { tbt, ownScriptMs, report, lighthouse }] of Object.entries(traces)) {
  console.log(
    `  ${page} (its run with TBT ${tbt.toFixed(0)} ms and its own script ${ownScriptMs.toFixed(0)} ms; FCP at ${report.fcp ?? "?"} ms, main thread ${report.busyMs} ms)`,
  );
  for (const task of report.tasks) console.log(`    ${taskLine(task)}`);
  if (report.tasks.length === 0) console.log("    none");
  for (const line of lighthouse) console.log(`    Lighthouse: ${line}`);
}
const navigationMs = median(navigation.map((n) => n.ms));
console.log(
  `\nclick on a menu link to the next page's first frame (pointer resting on the link ${navigation.length} times): ` +
    `median ${navigationMs.toFixed(0)} ms, slowest ${Math.max(...navigation.map((n) => n.ms)).toFixed(0)} ms`,
);
for (const { path, ms, delivery } of navigation)
  console.log(`  ${path.padEnd(32)} ${ms.toFixed(0).padStart(5)} ms  ${delivery}`);
if (!(navigationMs < targets.navigation))
  misses.push(`navigation: median ${navigationMs.toFixed(0)} ms >= ${targets.navigation}`);
const searchMs = median(searches.map((s) => s.ms));
console.log(
  `\nsearch on a phone (throttled as Lighthouse's mobile), last key to its results on screen (${searches.length} queries): ` +
    `median ${searchMs.toFixed(0)} ms, slowest ${Math.max(...searches.map((s) => s.ms)).toFixed(0)} ms; ` +
    `ready ${median(searches.map((s) => s.readyMs)).toFixed(0)} ms after the page's start, ` +
    `having fetched ${(median(searches.map((s) => s.fetched)) / 1024).toFixed(1)} KB`,
);
for (const { query, ms } of searches) console.log(`  ${query.padEnd(32)} ${ms.toFixed(0).padStart(5)} ms`);
if (!(searchMs < targets.searchAnswer))
  misses.push(`search: median ${searchMs.toFixed(0)} ms >= ${targets.searchAnswer}`);
if (misses.length > 0) {
  console.error(`\n✖ ${misses.length} miss(es):\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  process.exit(1);
}
console.log("✔ every route meets every target");
