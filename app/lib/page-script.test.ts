import { afterEach, describe, expect, it, vi } from "vitest";
import { pageScriptFallbackMs, pageScriptLoader } from "./page-script";

/** Runs the loader as a page would, with import() observed under another name; returns its events and imports. */
function run(src: string) {
  const listeners = new Map<string, () => void>();
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const load = vi.fn(() => Promise.resolve());
  new Function("addEventListener", "load", pageScriptLoader(src).replaceAll("import(", "load("))(
    addEventListener,
    load,
  );
  return { fire: (type: string) => listeners.get(type)?.(), load };
}

describe("pageScriptLoader", () => {
  afterEach(() => vi.useRealTimers());

  it("imports the page script once the page has loaded, not before, and only once", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    expect(page.load).not.toHaveBeenCalled();
    page.fire("load");
    expect(page.load).toHaveBeenCalledWith("/assets/js/site-1.js");
    vi.advanceTimersByTime(pageScriptFallbackMs);
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("starts anyway a few seconds after the document was parsed when the load event is held back", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    vi.advanceTimersByTime(pageScriptFallbackMs);
    expect(page.load).toHaveBeenCalledOnce();
  });

  it("asks once more, at another address, for a script that could not be fetched", async () => {
    vi.useFakeTimers();
    const listeners = new Map<string, () => void>();
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(undefined);
    new Function("addEventListener", "load", pageScriptLoader("/assets/js/site-1.js").replaceAll("import(", "load("))(
      (type: string, listener: () => void) => listeners.set(type, listener),
      load,
    );
    listeners.get("load")!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls).toEqual([["/assets/js/site-1.js"], ["/assets/js/site-1.js?again"]]);
  });

  it("names the script as a JSON string, so no address can break out of it", () => {
    expect(pageScriptLoader('/a"b.js')).toContain('u="/a\\"b.js"');
  });
});
