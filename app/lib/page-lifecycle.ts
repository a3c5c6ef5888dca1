/**
 * When a page's own extras may start: after the load event, and, for a page the browser
 * prerendered on a hint (Speculation Rules), only once the visitor has actually opened it. So a
 * prerendered page asks no third party for anything the visitor never sees.
 */
export function whenShown(start: () => void, doc: Document = document): void {
  const afterLoad = () => (doc.readyState === "complete" ? start() : addEventListener("load", start, { once: true }));
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", afterLoad, { once: true });
  } else {
    afterLoad();
  }
}

/** How far below the screen (px) a page's extras start loading: Chrome's distance for lazy frames. */
export const nearScreenPx = 1250;
const nearScreen = `${nearScreenPx}px 0px`;

/**
 * A page's extra that only matters once seen (a frame, a feed) starts once the page is shown
 * (whenShown) and `element` is near the screen, as a reader scrolling down brings it; at once
 * where the browser cannot tell.
 */
export function whenNearScreen(element: Element, start: () => void): void {
  whenShown(() => {
    if (typeof IntersectionObserver === "undefined") return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: nearScreen },
    );
    observer.observe(element);
  });
}
