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
