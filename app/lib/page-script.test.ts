import { afterEach, describe, expect, it, vi } from "vitest";
import { pageScriptFallbackMs, pageScriptLoader } from "./page-script";

/**
 * Runs the loader as a page would, with import() observed under another name and the browser's
 * frames under the test's control; returns its events, frames and imports.
 */
function run(src: string, load = vi.fn(() => Promise.resolve())) {
  const listeners = new Map<string, () => void>();
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  new Function(
    "addEventListener",
    "requestAnimationFrame",
    "load",
    pageScriptLoader(src).replaceAll("import(", "load("),
  )(addEventListener, requestAnimationFrame, load);
  /** Paints a frame: its callbacks run, and a task queued in them runs after the paint. */
  const paint = () => {
    frames.splice(0).forEach((callback) => callback());
    vi.advanceTimersByTime(0);
  };
  return { fire: (type: string) => listeners.get(type)?.(), paint, load };
}

describe("pageScriptLoader", () => {
  afterEach(() => vi.useRealTimers());

  it("imports the page script once the page has loaded and the next frame is painted, not before, and only once", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    page.paint();
    expect(page.load).not.toHaveBeenCalled();
    page.fire("load");
    vi.advanceTimersByTime(100);
    expect(page.load).not.toHaveBeenCalled();
    page.paint();
    expect(page.load).toHaveBeenCalledWith("/assets/js/site-1.js");
    vi.advanceTimersByTime(pageScriptFallbackMs);
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
    const page = run("/assets/js/site-1.js", load);
    page.fire("load");
    page.paint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls).toEqual([["/assets/js/site-1.js"], ["/assets/js/site-1.js?again"]]);
  });

  it("names the script as a JSON string, so no address can break out of it", () => {
    expect(pageScriptLoader('/a"b.js')).toContain('u="/a\\"b.js"');
  });
});
