/**
 * What runs in the social feed's frame (app/lib/feed-frame.ts), the one document of the site
 * where the provider's script runs: it puts the provider's placeholder for the feed its address
 * names, adds the provider's script (the frame's `data-script`, from the site settings), and
 * tells the page that framed it when the feed is drawn and how tall it is, or that it could not
 * be loaded. app/browser/feed-frame.ts starts it; the build puts that into the frame's page.
 */
import { feedWidgetId, type FeedFrameMessage } from "~/lib/feed-frame";

export function runFeedFrame(doc: Document, post: (message: FeedFrameMessage) => void): void {
  let id = "";
  try {
    id = decodeURIComponent(doc.location.hash.slice(1));
  } catch {
    // A fragment that is not valid percent-encoding names no feed.
  }
  const src = doc.body.dataset.script;
  if (!src || !feedWidgetId.test(id)) return post({ feed: "failed" });
  const widget = doc.createElement("div");
  widget.className = `elfsight-app-${id}`;
  widget.setAttribute("data-elfsight-app-lazy", "");
  doc.body.append(widget);
  let said = -1;
  const report = () => {
    if (!widget.hasChildNodes()) return;
    const height = Math.ceil(doc.body.getBoundingClientRect().height);
    if (height === said) return;
    said = height;
    post({ feed: "shown", height });
  };
  // The feed arriving is a child of the placeholder; its growing afterwards (pictures, a
  // carousel) changes the body's size.
  new MutationObserver(report).observe(widget, { childList: true });
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(report).observe(doc.body);
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.addEventListener("error", () => post({ feed: "failed" }));
  doc.body.append(script);
}
