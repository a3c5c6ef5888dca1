/**
 * When a page's own extras may start: after the load event and the first contentful paint, and,
 * for a page the browser prerendered on a hint (Speculation Rules), only once the visitor has
 * actually opened it. So a prerendered page asks no third party for anything the visitor never
 * sees, and nothing an extra asks for competes with the first paint: a page with no picture to
 * wait for loads before it paints. The head's loader waits for the same paint before it fetches
 * the page script (app/lib/page-script.ts); it is a string in the head and cannot import this.
 */
export function whenShown(start: () => void, doc: Document = document): void {
  const afterLoad = () =>
    doc.readyState === "complete"
      ? afterFirstPaint(start)
      : addEventListener("load", () => afterFirstPaint(start), { once: true });
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", afterLoad, { once: true });
  } else {
    afterLoad();
  }
}

/** Runs `start` once the browser has reported the first contentful paint; at once if it cannot tell. */
function afterFirstPaint(start: () => void): void {
  const Observer = globalThis.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) return start();
  // Buffered, the observer is also told of a paint reported before it began.
  const observer = new Observer((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
}

/**
 * Starts, once each, the elements under `root` whose `data-<name>` is empty (a frame's figure,
 * a feed's section) and marks them "started": their component writes its inline script after each
 * one, so each copy, run as the page is parsed, starts its own element and any before it that no
 * copy has started (as under `react-router dev`, which writes no script).
 */
export function startEach(root: ParentNode, name: "frame" | "feed", start: (element: HTMLElement) => void): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[data-${name}=""]`)) {
    element.dataset[name] = "started";
    start(element);
  }
}

/** How far below the screen (px) a page's extras start loading: Chrome's distance for lazy frames. */
export const nearScreenPx = 1250;
const nearScreen = `${nearScreenPx}px 0px`;

/**
 * The visitor's first input: a pointer moved or pressed (a finger's touch is a pointer too), a
 * key, a scroll (a wheel's, a swipe's, the browser's own to a link's #fragment), focus, or a
 * click that none of these came before (a screen reader's press, which may not move the focus
 * either: an audio player it opened is made by the page script). It wakes
 * the page script (the head's loader, app/lib/page-script.ts) and the extras below the first
 * screen. No touchstart or wheel: a touch fires pointerdown first and a wheel that moves the
 * page fires scroll, and each listener on the window is work at every page's load.
 */
export const firstInputs = ["pointerdown", "pointermove", "keydown", "scroll", "focusin", "click"];

/**
 * A page's extra that only matters once seen (a frame, a feed) starts once the page is shown
 * (whenShown) and `element` is on the first screen; one below it starts once it is near the
 * screen (as near as Chrome loads a lazy frame) and the visitor has done something (firstInputs),
 * as a reader scrolling down does before it comes into view. So a visitor who only looks at the
 * first screen costs the phone nothing for what is below it, and one who scrolls finds it loaded
 * ahead of them. Where the browser cannot tell, it starts at once. The observer and the listeners
 * come first: an extra below the first screen waits with nothing else, no listener for the load
 * and no observer of the paint. `afterInput`, for a caller that the first input itself started
 * (the page script), counts that input as done: the extra starts once near the screen.
 */
export function whenNearScreen(element: Element, start: () => void, afterInput = false): void {
  if (typeof IntersectionObserver === "undefined") return whenShown(start);
  let near = false;
  let moved = afterInput;
  const listen = (on: boolean) => {
    for (const type of firstInputs) {
      if (on) addEventListener(type, onInput, { capture: true, passive: true });
      else removeEventListener(type, onInput, { capture: true });
    }
  };
  const go = () => {
    observer.disconnect();
    listen(false);
    whenShown(start);
  };
  function onInput() {
    moved = true;
    listen(false);
    if (near) go();
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const { isIntersecting, boundingClientRect: box } = entries[entries.length - 1]!;
      near = isIntersecting;
      if (near && (moved || (box.top < innerHeight && box.bottom > 0))) go();
    },
    { rootMargin: nearScreen },
  );
  if (!moved) listen(true);
  observer.observe(element);
}
