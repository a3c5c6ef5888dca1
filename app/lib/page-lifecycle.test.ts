import { afterEach, describe, expect, it, vi } from "vitest";
import { whenNearScreen, whenShown } from "./page-lifecycle";

describe("whenShown", () => {
  it("starts at once on a loaded page", () => {
    const start = vi.fn();
    whenShown(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits, on a page the browser prerendered, until the visitor opens it", () => {
    const start = vi.fn();
    const doc = Object.assign(new EventTarget(), { prerendering: true, readyState: "complete" }) as unknown as Document;
    whenShown(start, doc);
    expect(start).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(start).toHaveBeenCalledOnce();
  });

  describe("on a loaded page not yet painted", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("waits for the browser's report of the first contentful paint", () => {
      const paints: PerformanceEntry[] = [];
      let callback!: (list: Pick<PerformanceObserverEntryList, "getEntriesByName">) => void;
      const report = () => callback({ getEntriesByName: (name) => paints.filter((p) => p.name === name) });
      class Observer {
        static supportedEntryTypes = ["paint"];
        constructor(observe: typeof callback) {
          callback = observe;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      }
      vi.stubGlobal("PerformanceObserver", Observer);
      const start = vi.fn();
      whenShown(start);
      paints.push({ name: "first-paint" } as PerformanceEntry);
      report();
      expect(start).not.toHaveBeenCalled();
      paints.push({ name: "first-contentful-paint" } as PerformanceEntry);
      report();
      expect(start).toHaveBeenCalledOnce();
    });
  });
});

describe("whenNearScreen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits with only its observer while far down the page, then for the page to be shown", () => {
    let report!: (entries: { isIntersecting: boolean }[]) => void;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const paintObserver = vi.fn(function (this: { observe: () => void }) {
      this.observe = () => {};
    });
    vi.stubGlobal("PerformanceObserver", Object.assign(paintObserver, { supportedEntryTypes: ["paint"] }));
    const start = vi.fn();
    whenNearScreen(document.body, start);
    report([{ isIntersecting: false }]);
    // Far away, the extra has not even begun to wait for the first paint.
    expect(paintObserver).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(paintObserver).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
  });
});
