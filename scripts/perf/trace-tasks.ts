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
 * The report of a trace: the renderer's main thread is the busiest CrRendererMain (a trace holds
 * other pages' threads too, such as a frame's or an extension's), and time counts from the
 * navigation that painted first.
 */
export function traceTasks(events: TraceEvent[], { minMs = 10, origin = "" } = {}): TraceReport {
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined);
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasksOf = (t: TraceEvent) => complete.filter((e) => e.name === "RunTask" && e.pid === t.pid && e.tid === t.tid);
  const busy = (t: TraceEvent) => tasksOf(t).reduce((sum, e) => sum + e.dur!, 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return { busyMs: 0, tasks: [] };

  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  // The navigation that painted it (a trace also holds the blank page's and frames' navigations).
  const navigation = events.find(
    (e) => e.name === "navigationStart" && paint && e.args?.data?.navigationId === paint.args?.data?.navigationId,
  );
  const zero = navigation?.ts ?? Math.min(...tasksOf(main).map((e) => e.ts));
  const onMain = complete.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name !== "RunTask");

  const tasks = tasksOf(main)
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
  return { ...(paint && { fcp: ms(paint.ts - zero) }), busyMs: ms(busy(main)), tasks };
}

/** A task as one line: "at 812 ms, 23 ms: Layout 14, Paint 3.2, FunctionCall /assets/js/site.js 2.1". */
export const taskLine = (task: TraceTask): string =>
  `at ${task.start.toFixed(0)} ms, ${task.ms.toFixed(0)} ms: ` +
  (task.parts.map((p) => `${p.label} ${p.ms}`).join(", ") || "the browser's own work");
