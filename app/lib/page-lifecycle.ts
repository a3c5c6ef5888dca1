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

/** How far below the screen (px) a page's extras start loading: Chrome's distance for lazy frames. */
export const nearScreenPx = 1250;
const nearScreen = `${nearScreenPx}px 0px`;

/**
 * A page's extra that only matters once seen (a frame, a feed) starts once `element` has come near
 * the screen, as a reader scrolling down brings it, and the page is shown (whenShown); at once
 * where the browser cannot tell. The observer comes first: an extra far down the page then waits
 * with nothing but it, no listener for the load and no observer of the paint.
 */
export function whenNearScreen(element: Element, start: () => void): void {
  if (typeof IntersectionObserver === "undefined") return whenShown(start);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenShown(start);
    },
    { rootMargin: nearScreen },
  );
  observer.observe(element);
}
