import { afterEach, describe, expect, it, vi } from "vitest";
import { visitorWeek } from "./reading-plan";
import {
  modulesAtLoadClass,
  neededAtLoad,
  pageScriptFallbackMs,
  pageScriptLoader,
  scriptAtLoad,
  startsAtLoad,
  startsOnInput,
  weekScript,
  type ScriptAtLoad,
} from "./page-script";

/**
 * Runs the loader as a page would, with import() observed under another name, the page's markup
 * answering `querySelector` and `querySelectorAll` (`atLoad`: the tops of its modules and islands
 * that start without input, each 100 px tall, on a screen 800 px tall), and the browser's frames
 * and paint reports (or none: `observer: false`) under the test's control. `page` is what its
 * route says of its script at load (`false`: a plain page).
 */
function run(
  src: string,
  {
    script = { atLoad: vi.fn(), onInput: vi.fn() },
    load = vi.fn(() => Promise.resolve(script)),
    observer = true,
    atLoad = [0] as number[],
    page = true as ScriptAtLoad,
  } = {},
) {
  const listeners = new Map<string, () => void>();
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  const removeEventListener = (type: string, listener: () => void) =>
    listeners.get(type) === listener && listeners.delete(type);
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
  const selectors: string[] = [];
  const elements = atLoad.map((top) => ({
    getBoundingClientRect: () => ({ top, bottom: top + 100 }),
  }));
  const document = {
    querySelector: (selector: string) => (selectors.push(selector), elements[0] ?? null),
    querySelectorAll: (selector: string) => (selectors.push(selector), elements),
  };
  new Function(
    "addEventListener",
    "removeEventListener",
    "requestAnimationFrame",
    "window",
    "document",
    "innerHeight",
    "load",
    pageScriptLoader(src, page).replaceAll("import(", "load("),
  )(addEventListener, removeEventListener, requestAnimationFrame, window, document, 800, load);
  return {
    fire: (type: string) => listeners.get(type)?.(),
    listening: (type: string) => listeners.has(type),
    /** The browser reports a paint entry, or paints a frame; a task queued then runs. */
    paint: (name = "first-contentful-paint") => {
      observers.forEach((o) => o.report(name));
      frames.splice(0).forEach((callback) => callback());
      vi.advanceTimersByTime(0);
    },
    load,
    script,
    selectors,
  };
}

describe("pageScriptLoader", () => {
  afterEach(() => vi.useRealTimers());

  it("imports the page script once the page has loaded and its first contentful paint is reported, and only once", async () => {
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
    await vi.advanceTimersByTimeAsync(0);
    expect(page.script.atLoad).toHaveBeenCalledOnce();
    expect(page.script.onInput).not.toHaveBeenCalled();
  });

  it("asks the page, once painted, whether it starts every module at load or has an island that hydrates without input", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    page.fire("load");
    expect(page.selectors).toEqual([]);
    page.paint();
    expect(page.selectors).toEqual([neededAtLoad]);
    expect(neededAtLoad).toBe(`${startsAtLoad},[data-island]:not([data-island="carousel"])`);
    expect(startsAtLoad).toBe(".modules-at-load [data-module]");
    expect(startsOnInput).toBe(":root:not(.modules-at-load) [data-module]");
  });

  it("listens for the load event only on a page whose route says it may need its script then", () => {
    const week = (data: unknown) => (data as { week: string } | undefined)?.week;
    expect(scriptAtLoad([{}, { handle: { scriptAtLoad: true } }])).toBe(true);
    expect(scriptAtLoad([{}, { handle: {} }, { handle: { other: 1 } }])).toBe(false);
    expect(scriptAtLoad([])).toBe(false);
    expect(
      scriptAtLoad([{ loaderData: {} }, { handle: { scriptAtLoad: week }, loaderData: { week: "2026-11-30" } }]),
    ).toEqual({
      unlessWeek: "2026-11-30",
    });
    expect(
      scriptAtLoad([
        { handle: { scriptAtLoad: week }, loaderData: { week: "2026-11-30" } },
        { handle: { scriptAtLoad: true } },
      ]),
    ).toBe(true);
    // An error page rendered for the route has no data, and no island.
    expect(scriptAtLoad([{ loaderData: {} }, { handle: { scriptAtLoad: week } }])).toBe(false);
    vi.useFakeTimers();
    const plain = run("/assets/js/site-1.js", { page: false });
    // Nothing is needed at load: neither the document's parsing nor its load runs the loader's script.
    expect(plain.listening("load")).toBe(false);
    expect(plain.listening("DOMContentLoaded")).toBe(false);
    expect(pageScriptLoader("/s.js", false)).not.toContain("load");
    const atLoad = run("/assets/js/site-1.js");
    expect(atLoad.listening("load")).toBe(true);
  });

  it("starts every module once: on input, or all at load on a page that asks", () => {
    document.body.innerHTML = '<nav data-module="main-menu"></nav><form data-module="site-search"></form>';
    const names = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => element.dataset.module);
    expect(names(startsAtLoad)).toEqual([]);
    expect(names(startsOnInput)).toEqual(["main-menu", "site-search"]);
    document.documentElement.classList.add(modulesAtLoadClass);
    expect(names(startsAtLoad)).toEqual(["main-menu", "site-search"]);
    expect(names(startsOnInput)).toEqual([]);
    document.documentElement.classList.remove(modulesAtLoadClass);
  });

  it("needs at load an island that hydrates without input, not the carousel that waits for one, nor a module", () => {
    document.body.innerHTML =
      '<nav data-module="main-menu"></nav><div data-island="carousel"></div><div data-island="reading-plan-weeks"></div>';
    const needed = () => [...document.querySelectorAll<HTMLElement>(neededAtLoad)].map((e) => e.dataset.island);
    expect(needed()).toEqual(["reading-plan-weeks"]);
    document.body.innerHTML = '<div data-island="carousel"></div><nav data-module="main-menu"></nav>';
    expect(document.querySelectorAll(neededAtLoad)).toHaveLength(0);
  });

  it("fetches nothing for a page whose modules all wait for the visitor, until the first input starts them all", async () => {
    vi.useFakeTimers();
    for (const kind of ["plain", "atLoad"] as const) {
      const page = run("/assets/js/site-1.js", { atLoad: [], page: kind === "atLoad" });
      page.fire("DOMContentLoaded");
      page.fire("load");
      page.paint();
      vi.advanceTimersByTime(pageScriptFallbackMs);
      page.paint();
      expect(page.load, kind).not.toHaveBeenCalled();
      // A page whose route needs nothing at load is never asked.
      expect(page.selectors, kind).toEqual(kind === "plain" ? [] : [neededAtLoad]);
      page.fire("pointermove");
      await vi.advanceTimersByTimeAsync(0);
      expect(page.load, kind).toHaveBeenCalledOnce();
      expect(page.script.onInput, kind).toHaveBeenCalledOnce();
      // One input is enough: the loader stops listening for all of them.
      for (const type of ["pointerdown", "pointermove", "keydown", "scroll", "focusin", "click"])
        expect(page.listening(type), `${kind} ${type}`).toBe(false);
    }
  });

  it("starts the modules on a press that is a click and nothing else, as a screen reader's is", async () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js", { atLoad: [] });
    page.fire("DOMContentLoaded");
    page.fire("click");
    await vi.advanceTimersByTimeAsync(0);
    expect(page.load).toHaveBeenCalledOnce();
    expect(page.script.onInput).toHaveBeenCalledOnce();
  });

  it("leaves an island far below the screen to the first input, and starts one on or near it at load", async () => {
    vi.useFakeTimers();
    // 1250 px below an 800 px screen is as near as a frame must be to load.
    const far = run("/assets/js/site-1.js", { atLoad: [2051, 4000] });
    far.fire("DOMContentLoaded");
    far.fire("load");
    far.paint();
    vi.advanceTimersByTime(pageScriptFallbackMs);
    expect(far.load).not.toHaveBeenCalled();
    far.fire("scroll");
    await vi.advanceTimersByTimeAsync(0);
    expect(far.script.onInput).toHaveBeenCalledOnce();

    for (const tops of [[4000, 2049], [-1349]]) {
      const near = run("/assets/js/site-1.js", { atLoad: tops });
      near.fire("DOMContentLoaded");
      near.fire("load");
      near.paint();
      await vi.advanceTimersByTimeAsync(0);
      expect(near.script.atLoad, String(tops)).toHaveBeenCalledOnce();
    }
  });

  it("neither listens nor asks at load on a page drawn for the visitor's week, and starts its island in another", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12) });
    const current = run("/assets/js/site-1.js", { page: { unlessWeek: "2026-11-23" } });
    expect(current.listening("load")).toBe(false);
    expect(current.listening("DOMContentLoaded")).toBe(false);
    current.fire("DOMContentLoaded");
    current.fire("load");
    current.paint();
    vi.advanceTimersByTime(pageScriptFallbackMs);
    expect(current.load).not.toHaveBeenCalled();
    expect(current.selectors).toEqual([]);
    current.fire("scroll");
    await vi.advanceTimersByTimeAsync(0);
    expect(current.script.onInput).toHaveBeenCalledOnce();

    const stale = run("/assets/js/site-1.js", { page: { unlessWeek: "2026-11-16" } });
    stale.fire("DOMContentLoaded");
    stale.fire("load");
    stale.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(stale.script.atLoad).toHaveBeenCalledOnce();
  });

  it("works out the visitor's week as the island loader does, on every day and at both ends of it", () => {
    const week = new Function(`${weekScript};return W()`) as () => string;
    vi.useFakeTimers();
    for (let day = 0; day < 400; day++) {
      for (const hour of [0, 23]) {
        const now = new Date(2026, 0, 1 + day, hour, 30);
        vi.setSystemTime(now);
        expect(week(), now.toString()).toBe(visitorWeek(now));
      }
    }
    vi.setSystemTime(new Date(2026, 10, 29, 23, 30));
    expect(week()).toBe("2026-11-23");
    vi.setSystemTime(new Date(2026, 10, 30, 0, 30));
    expect(week()).toBe("2026-11-30");
  });

  it("starts the rest on the first input after a page's own start, with the script fetched once", async () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js");
    page.fire("DOMContentLoaded");
    page.fire("load");
    page.paint();
    page.fire("keydown");
    await vi.advanceTimersByTimeAsync(0);
    expect(page.load).toHaveBeenCalledOnce();
    expect(page.script.atLoad).toHaveBeenCalledOnce();
    expect(page.script.onInput).toHaveBeenCalledOnce();
  });

  it("waits for the next frame in a browser that reports no paints", () => {
    vi.useFakeTimers();
    const page = run("/assets/js/site-1.js", { observer: false });
    page.fire("DOMContentLoaded");
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
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue({ atLoad: vi.fn(), onInput: vi.fn() });
    const page = run("/assets/js/site-1.js", { load });
    page.fire("DOMContentLoaded");
    page.fire("load");
    page.paint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load.mock.calls).toEqual([["/assets/js/site-1.js"], ["/assets/js/site-1.js?again"]]);
  });

  it("names the script as a JSON string, so no address can break out of it", () => {
    expect(pageScriptLoader('/a"b.js', false)).toContain('u="/a\\"b.js"');
  });
});
