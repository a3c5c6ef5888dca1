import { afterEach, describe, expect, it, vi } from "vitest";
import { startEach, whenNearScreen, whenShown } from "./page-lifecycle";

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

  /** Stubs the browser's observers: `report` says where the element is, as the intersection observer would. */
  function stubObservers() {
    let observe!: (entries: { isIntersecting: boolean; boundingClientRect: { top: number; bottom: number } }[]) => void;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof observe) {
          observe = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const paintObserver = vi.fn(function (this: { observe: () => void }) {
      this.observe = () => {};
    });
    vi.stubGlobal("PerformanceObserver", Object.assign(paintObserver, { supportedEntryTypes: ["paint"] }));
    /** The element's top (px from the top of the screen), near the screen or not. */
    const report = (top: number, isIntersecting = true) =>
      observe([{ isIntersecting, boundingClientRect: { top, bottom: top + 300 } }]);
    return { report, paintObserver };
  }

  it("starts an extra on the first screen once the page is shown, with no input", () => {
    const { report, paintObserver } = stubObservers();
    const start = vi.fn();
    whenNearScreen(document.body, start);
    report(innerHeight - 100);
    expect(paintObserver).toHaveBeenCalledOnce();
  });

  it("leaves one below the first screen, however near, until the visitor's first input", () => {
    const { report, paintObserver } = stubObservers();
    whenNearScreen(document.body, vi.fn());
    report(innerHeight + 200);
    expect(paintObserver).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    expect(paintObserver).toHaveBeenCalledOnce();
    // Started once: later input asks for nothing more.
    window.dispatchEvent(new Event("keydown"));
    expect(paintObserver).toHaveBeenCalledOnce();
  });

  it("started by the first input itself, starts one below the first screen once near, with no listener", () => {
    const { report, paintObserver } = stubObservers();
    const listen = vi.spyOn(window, "addEventListener");
    whenNearScreen(document.body, vi.fn(), true);
    expect(listen).not.toHaveBeenCalled();
    report(innerHeight + 5000, false);
    expect(paintObserver).not.toHaveBeenCalled();
    report(innerHeight + 600);
    expect(paintObserver).toHaveBeenCalledOnce();
    listen.mockRestore();
  });

  it("waits with only its observer while far down the page, after input too, then for the page to be shown", () => {
    const { report, paintObserver } = stubObservers();
    const start = vi.fn();
    whenNearScreen(document.body, start);
    report(innerHeight + 5000, false);
    window.dispatchEvent(new Event("pointerdown"));
    // Far away, the extra has not even begun to wait for the first paint.
    expect(paintObserver).not.toHaveBeenCalled();
    report(innerHeight + 600);
    expect(paintObserver).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
  });
});

describe("startEach", () => {
  it("starts each unstarted element once, however many copies of the script run", () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<figure data-frame=""></figure><section data-feed=""></section><figure data-frame="started"></figure>';
    const start = vi.fn();
    startEach(root, "frame", start);
    startEach(root, "frame", start);
    expect(start).toHaveBeenCalledOnce();
    expect(start).toHaveBeenCalledWith(root.firstElementChild);
    expect(root.querySelectorAll('[data-frame="started"]')).toHaveLength(2);
    expect(root.querySelector("section")?.dataset.feed).toBe("");
  });
});
