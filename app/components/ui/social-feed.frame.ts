/**
 * What runs in the social feed's frame (app/lib/feed-frame.ts), the one document of the site
 * where the provider's script runs: it puts the provider's placeholder for the feed its address
 * names, adds the provider's script (the frame's `data-script`, from the site settings), and
 * tells the page that framed it when the feed is drawn and how tall it is, or that it could not
 * be loaded: the script failed, or the feed is not drawn {@link feedPatienceMs} after it was asked
 * for. app/browser/feed-frame.ts starts it; the build puts that into the frame's page.
 */
import { feedPatienceMs, feedWidgetId, type FeedFrameMessage } from "~/lib/feed-frame";

export function runFeedFrame(
  doc: Document,
  post: (message: FeedFrameMessage) => void,
  patience = feedPatienceMs,
  origin = doc.defaultView?.origin,
): void {
  // Only in a sandbox: its origin is opaque ("null") when a page frames it in one or its own
  // policy sandboxes it. Opened on its own from a host that drops the policy, the frame has the
  // site's origin, where the editor keeps its sign-in: the provider's script is not let in.
  if (origin !== "null") return post({ feed: "failed" });
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
  // Once, and only for a feed not drawn: a script that fails says so before the patience runs out.
  let failed = false;
  const fail = () => {
    if (failed || said >= 0) return;
    failed = true;
    post({ feed: "failed" });
  };
  script.addEventListener("error", fail);
  doc.body.append(script);
  setTimeout(fail, patience);
}
