/**
 * What a page's main thread did after its first contentful paint, read from a Chromium trace (the
 * one Lighthouse records, which `npm run bench` saves per route): each task of at least `minMs`
 * observed, with what took its time. A task's time is named by the work directly inside it (a
 * layout, a script and its address, a timer, a parse), so a reader can tell the site's script
 * from the browser's own layout and paint without opening the trace in DevTools.
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time within the event (its CPU time), where the trace recorded it. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; navigationId?: string };
    frame?: string;
  };
}

/** One task on the main thread and what took its time, in milliseconds from navigation. */
export interface TraceTask {
  start: number;
  ms: number;
  /** What ran directly inside the task, longest first, merged by label. */
  parts: { label: string; ms: number }[];
}

export interface TraceReport {
  /** The first contentful paint, ms from navigation; undefined when the trace has none. */
  fcp?: number;
  /** All the main thread's tasks, ms. */
  busyMs: number;
  /** Tasks of at least the given length that start at or after the first contentful paint. */
  tasks: TraceTask[];
}

/**
 * The renderer's main thread: the busiest CrRendererMain (a trace holds other pages' threads too,
 * such as a frame's or an extension's), with its tasks.
 */
function mainThread(events: TraceEvent[]) {
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined);
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasksOf = (t: TraceEvent) => complete.filter((e) => e.name === "RunTask" && e.pid === t.pid && e.tid === t.tid);
  const busy = (t: TraceEvent) => tasksOf(t).reduce((sum, e) => sum + e.dur!, 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return undefined;
  const onMain = complete.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name !== "RunTask");
  return { main, tasks: tasksOf(main), busyUs: busy(main), onMain };
}

/** The events that Lighthouse counts as script evaluation (its task groups, core/lib/tracehouse). */
const scriptEvents = new Set([
  "EventDispatch",
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "V8.Execute",
]);

/** A page's own script time, ms: by the clock, as Lighthouse times it, and by the main thread's own time. */
export interface PageScript {
  ms: number;
  threadMs: number;
}

/**
 * The page's own script time: what Lighthouse counts as script evaluation, without the scripts a
 * tool injects (no address, or Lighthouse's `_lighthouse-eval.js`; a bare page has 4-6 ms of them,
 * which Lighthouse's own "JavaScript execution time" leaves out too), by the clock and by the
 * main thread's own time. On a machine with few cores the renderer waits its turn in the middle
 * of a script, and the clock counts the wait (one load of the home page's 1.8 KB head script took
 * 12.7 ms by the clock and 2.3 ms of the thread's time). Nested events count once, in the
 * outermost, by the first address inside it; an event without a thread time counts by the clock.
 */
export function pageScript(events: TraceEvent[]): PageScript {
  const thread = mainThread(events);
  if (!thread) return { ms: 0, threadMs: 0 };
  const script = thread.onMain.filter((e) => scriptEvents.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const injected = (url: string | undefined) => url === "" || url?.endsWith("_lighthouse-eval.js");
  let us = 0;
  let threadUs = 0;
  for (let i = 0; i < script.length; i++) {
    const outer = script[i]!;
    const end = outer.ts + outer.dur!;
    let url = outer.args?.data?.url;
    for (; i + 1 < script.length && script[i + 1]!.ts < end; i++) url ??= script[i + 1]!.args?.data?.url;
    if (injected(url) || (outer.name === "EvaluateScript" && url === undefined)) continue;
    us += outer.dur!;
    threadUs += outer.tdur ?? outer.dur!;
  }
  return { ms: Math.round(us / 10) / 100, threadMs: Math.round(threadUs / 10) / 100 };
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** How a piece of work is named in the report: the event, and its script or event type when it has one. */
function label(event: TraceEvent, origin: string): string {
  const data = event.args?.data;
  const url = data?.url ? data.url.replace(origin, "") : "";
  const detail = [
    url.startsWith("data:") ? "data: URL" : url.length > 60 ? `${url.slice(0, 57)}…` : url,
    data?.functionName,
    data?.type,
  ].filter(Boolean);
  return detail.length > 0 ? `${event.name} ${detail.join(" ")}` : event.name;
}

/**
 * The report of a trace: the renderer's main thread (mainThread), with time counted from the
 * navigation that painted first.
 */
export function traceTasks(events: TraceEvent[], { minMs = 10, origin = "" } = {}): TraceReport {
  const thread = mainThread(events);
  if (!thread) return { busyMs: 0, tasks: [] };
  const { main, onMain } = thread;

  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  // The navigation that painted it (a trace also holds the blank page's and frames' navigations).
  const navigation = events.find(
    (e) => e.name === "navigationStart" && paint && e.args?.data?.navigationId === paint.args?.data?.navigationId,
  );
  const zero = navigation?.ts ?? Math.min(...thread.tasks.map((e) => e.ts));

  const tasks = thread.tasks
    .filter((task) => task.dur! >= minMs * 1000 && (!paint || task.ts >= paint.ts))
    .map((task): TraceTask => {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end);
      // Directly inside: not within another event that is itself inside the task (of two that
      // span the same time, such as a Paint inside a Paint, the first recorded is the outer).
      const within = (o: TraceEvent, e: TraceEvent) =>
        o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && (o.dur! > e.dur! || inside.indexOf(o) < inside.indexOf(e));
      const direct = inside.filter((e) => !inside.some((o) => o !== e && within(o, e)));
      const byLabel = new Map<string, number>();
      for (const e of direct) byLabel.set(label(e, origin), (byLabel.get(label(e, origin)) ?? 0) + e.dur!);
      const parts = [...byLabel]
        .map(([name, us]) => ({ label: name, ms: ms(us) }))
        .filter((part) => part.ms >= 0.5)
        .sort((a, b) => b.ms - a.ms);
      return { start: ms(task.ts - zero), ms: ms(task.dur!), parts };
    });
  return { ...(paint && { fcp: ms(paint.ts - zero) }), busyMs: ms(thread.busyUs), tasks };
}

/** A task as one line: "at 812 ms, 23 ms: Layout 14, Paint 3.2, FunctionCall /assets/js/site.js 2.1". */
export const taskLine = (task: TraceTask): string =>
  `at ${task.start.toFixed(0)} ms, ${task.ms.toFixed(0)} ms: ` +
  (task.parts.map((p) => `${p.label} ${p.ms}`).join(", ") || "the browser's own work");
