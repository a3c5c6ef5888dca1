import { afterEach, describe, expect, it, vi } from "vitest";
import { whenShown } from "./page-lifecycle";

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
