// @vitest-environment node
import { describe, expect, it } from "vitest";
import { taskLine, traceTasks, type TraceEvent } from "./trace-tasks";

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
