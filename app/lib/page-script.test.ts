import { afterEach, describe, expect, it, vi } from "vitest";
import { pageScriptFallbackMs, pageScriptLoader } from "./page-script";

/**
 * Runs the loader as a page would, with import() observed under another name, and the browser's
 * frames and paint reports (or none: `observer: false`) under the test's control.
 */
function run(src: string, { load = vi.fn(() => Promise.resolve()), observer = true } = {}) {
  const listeners = new Map<string, () => void>();
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const observers: { report: (name: string) => void; disconnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    disconnected = false;
    constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      observers.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
    report(name: string) {
      if (!this.disconnected) this.callback({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }, this);
    }
  }
  const window = observer ? { PerformanceObserver } : {};
  new Function(
    "addEventListener",
    "requestAnimationFrame",
    "window",
    "load",
    pageScriptLoader(src).replaceAll("import(", "load("),
  )(addEventListener, requestAnimationFrame, window, load);
  return {
    fire: (type: string) => listeners.get(type)?.(),
    /** The browser reports a paint entry, or paints a frame; a task queued then runs. */
    paint: (name = "first-contentful-paint") => {
      observers.forEach((o) => o.report(name));
      frames.splice(0).forEach((callback) => callback());
      vi.advanceTimersByTime(0);
    },
    load,
  };
}

describe("pageScriptLoader", () => {
  afterEach(() => vi.useRealTimers());

  it("imports the page script once the page has loaded and its first contentful paint is reported, and only once", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    page.fire("load");
    vi.advanceTimersByTime(100);
    page.paint("first-paint");
    expect(page.load).not.toHaveBeenCalled();
    page.paint();
    expect(page.load).toHaveBeenCalledWith("/assets/js/site-1.js");
    vi.advanceTimersByTime(pageScriptFallbackMs);
    page.paint();
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("waits for the next frame in a browser that reports no paints", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js", { observer: false });
    page.fire("load");
    expect(page.load).not.toHaveBeenCalled();
    page.paint();
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("starts anyway a few seconds after the document was parsed when the load event is held back", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    vi.advanceTimersByTime(pageScriptFallbackMs);
    page.paint();
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("asks once more, at another address, for a script that could not be fetched", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(undefined);
    const page = run("/assets/js/site-1.js", { load });
    page.fire("load");
    page.paint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls).toEqual([["/assets/js/site-1.js"], ["/assets/js/site-1.js?again"]]);
  });

  it("names the script as a JSON string, so no address can break out of it", () => {
    expect(pageScriptLoader('/a"b.js')).toContain('u="/a\\"b.js"');
  });
});
