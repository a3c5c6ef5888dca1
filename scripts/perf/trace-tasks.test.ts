// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageScript, taskLine, traceTasks, type TraceEvent } from "./trace-tasks";

const main = { pid: 1, tid: 10 };
const x = (name: string, ts: number, dur: number, args?: TraceEvent["args"], thread = main): TraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: ts * 1000,
  dur: dur * 1000,
  ...(args && { args }),
});
const instant = (name: string, ts: number, navigationId = "page"): TraceEvent => ({
  name,
  ph: "R",
  ...main,
  ts: ts * 1000,
  args: { data: { navigationId } },
});
const threadName = (thread: { pid: number; tid: number }): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  ...thread,
  ts: 0,
  args: { name: "CrRendererMain" },
});

describe("traceTasks", () => {
  const origin = "http://localhost:4490";
  const events: TraceEvent[] = [
    threadName(main),
    // Another renderer (a frame's) with less work: not the page's main thread.
    threadName({ pid: 2, tid: 20 }),
    x("RunTask", 5, 8, undefined, { pid: 2, tid: 20 }),
    instant("navigationStart", 20, "blank"),
    instant("navigationStart", 100),
    x("RunTask", 110, 40),
    x("ParseHTML", 111, 38),
    instant("firstContentfulPaint", 300),
    // After the paint: a layout, and the page script with a layout it forced.
    x("RunTask", 320, 30),
    x("Layout", 321, 20),
    x("Paint", 342, 6),
    x("Paint", 342, 6),
    x("RunTask", 400, 25),
    x("v8.evaluateModule", 401, 23, { data: { url: `${origin}/assets/js/site.js` } }),
    x("Layout", 410, 5),
    x("RunTask", 500, 4),
    // A frame's navigation after the paint does not move the page's start.
    instant("navigationStart", 450, "frame"),
  ];

  it("lists the main thread's tasks after the first paint, with the work directly inside each", () => {
    const report = traceTasks(events, { origin });
    expect(report.fcp).toBe(200);
    expect(report.busyMs).toBe(99);
    expect(report.tasks).toEqual([
      {
        start: 220,
        ms: 30,
        parts: [
          { label: "Layout", ms: 20 },
          { label: "Paint", ms: 6 },
        ],
      },
      { start: 300, ms: 25, parts: [{ label: "v8.evaluateModule /assets/js/site.js", ms: 23 }] },
    ]);
    expect(taskLine(report.tasks[1]!)).toBe("at 300 ms, 25 ms: v8.evaluateModule /assets/js/site.js 23");
  });

  it("keeps only tasks of the length asked for", () => {
    expect(traceTasks(events, { origin, minMs: 26 }).tasks.map((t) => t.start)).toEqual([220]);
    expect(traceTasks(events, { origin, minMs: 1 }).tasks.map((t) => t.start)).toEqual([220, 300, 400]);
  });

  it("reports nothing for a trace without a page's main thread", () => {
    expect(traceTasks([])).toEqual({ busyMs: 0, tasks: [] });
  });
});

describe("pageScript", () => {
  const timed = (event: TraceEvent, threadMs: number): TraceEvent => ({ ...event, tdur: threadMs * 1000 });
  const page = { data: { url: "http://localhost:4490/livestream" } };
  it("sums the page's own time in script on its main thread, by the clock and by the thread, each nested event once, none of a tool's", () => {
    const events: TraceEvent[] = [
      threadName(main),
      threadName({ pid: 2, tid: 20 }),
      x("RunTask", 0, 5, undefined, { pid: 2, tid: 20 }),
      timed(x("EvaluateScript", 1, 4, undefined, { pid: 2, tid: 20 }), 3),
      x("RunTask", 10, 30),
      x("ParseHTML", 10, 29),
      // A head script that waited its turn: 12 ms by the clock, 2 of the thread's.
      timed(x("EvaluateScript", 12, 12, page), 2),
      timed(x("v8.compile", 12, 1), 0.5),
      x("RunTask", 50, 10),
      // A timer and the function it called: once.
      timed(x("TimerFire", 50, 6), 1.25),
      timed(x("FunctionCall", 50.5, 5, page), 1),
      x("Layout", 57, 2),
      x("RunTask", 70, 2),
      x("RunMicrotasks", 70, 0.5),
      // Lighthouse's own: an evaluation with no address, and a timer of its injected script.
      x("RunTask", 80, 10),
      timed(x("EvaluateScript", 80, 3), 3),
      timed(x("TimerFire", 84, 2), 2),
      timed(x("FunctionCall", 84.5, 1, { data: { url: "_lighthouse-eval.js" } }), 1),
    ];
    // By the clock: the head script's 12 ms, the timer's 6 (its call inside it), the microtasks' 0.5.
    expect(pageScript(events)).toEqual({ ms: 18.5, threadMs: 3.75 });
    expect(pageScript([])).toEqual({ ms: 0, threadMs: 0 });
  });
});
