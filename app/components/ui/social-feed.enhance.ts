/**
 * Puts the feed's frame (app/lib/feed-frame.ts) into the room the page kept for it, once the
 * page has loaded and is shown and the room is near the screen: the pre-rendered page never waits
 * for it, and a page the browser prerendered, or a reader who never scrolls down to the feed,
 * asks the provider for nothing. The frame is sandboxed with an
 * opaque origin, so the provider's script it runs reaches nothing of the site's. It says by
 * message when the feed is drawn and how tall, and the frame takes that height. When it says the
 * feed could not be loaded (the provider's script blocked or down), or has not said the feed is
 * drawn {@link feedPatienceMs} after it was asked for (slow, or a widget id the provider does not
 * know), the feed's message takes the frame's place, with the link to the ministry's own page.
 */
import { feedFrameAddress, feedFrameSandbox, readFeedFrameMessage } from "~/lib/feed-frame";
import { whenNearScreen } from "~/lib/page-lifecycle";

/** How long a feed may take to appear before the page says it could not be loaded. */
export const feedPatienceMs = 8000;

export function socialFeed(feed: HTMLElement, patience = feedPatienceMs): void {
  const box = feed.querySelector<HTMLElement>("[data-feed-box]");
  const message = feed.querySelector("template");
  const widgetId = feed.dataset.widget;
  if (!box || !message || !widgetId) return;
  whenNearScreen(box, () => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", feedFrameSandbox.join(" "));
    frame.setAttribute("loading", "lazy");
    frame.title = feed.querySelector("h2")?.textContent || "Social media feed";
    frame.src = `${feedFrameAddress}#${encodeURIComponent(widgetId)}`;
    let shown = false;
    const giveUp = () => {
      if (shown) return;
      removeEventListener("message", listen);
      if (frame.isConnected) frame.replaceWith(message.content.cloneNode(true));
    };
    // The frame's origin is opaque ("null", like any sandboxed frame's), so its messages are
    // told from others' by the window they come from.
    function listen(event: MessageEvent) {
      if (event.source !== frame.contentWindow) return;
      const said = readFeedFrameMessage(event.data);
      if (said?.feed === "failed") giveUp();
      else if (said) {
        shown = true;
        frame.style.height = `${said.height}px`;
      }
    }
    addEventListener("message", listen);
    box.append(frame);
    setTimeout(giveUp, patience);
  });
}
