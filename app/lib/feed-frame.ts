/**
 * The social feed's frame: a document of its own at {@link feedFrameAddress}, which the site's
 * pages frame in a sandbox with an opaque origin, so the provider's script runs there and never on
 * a page of the site's address (where the site editor keeps its sign-in). The frame names the
 * feed by its address's fragment (`/feed-frame#women-cedar-hollow`) and tells the page that
 * framed it what became of the feed, by message. Both sides read the messages with
 * {@link readFeedFrameMessage}: what a frame posts is not trusted.
 */

/** The frame's address on the site; its file is the page file of this address (server/page-files.ts). */
export const feedFrameAddress = "/feed-frame";

/**
 * The sandbox of the frame, on the page's iframe and, for the frame opened on its own, in the
 * frame's own Content-Security-Policy: scripts run, and a link in the feed opens a window of its
 * own, outside the sandbox (an Instagram post). Without `allow-same-origin` the frame's origin is
 * opaque: no storage, no cookies, no way into the page that framed it.
 */
export const feedFrameSandbox = ["allow-scripts", "allow-popups", "allow-popups-to-escape-sandbox"] as const;

/** What the frame tells the page: the feed is drawn and this tall, or it could not be loaded. */
export type FeedFrameMessage = { feed: "shown"; height: number } | { feed: "failed" };

/**
 * How long a feed may take to appear, from the frame's asking the provider, before the frame says
 * it could not be loaded: a slow provider, or a widget id it does not know.
 */
export const feedPatienceMs = 8000;

/** The tallest a feed's frame is made, whatever a frame says: a long feed scrolls inside it. */
export const feedFrameMaxHeight = 2400;

/** A widget id the frame accepts from its address: the provider's ids are letters, digits and dashes. */
export const feedWidgetId = /^[\w-]{1,100}$/;

/** The message in `data` when it is one the frame sends, its height a whole number within bounds; otherwise undefined. */
export function readFeedFrameMessage(data: unknown): FeedFrameMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { feed, height } = data as { feed?: unknown; height?: unknown };
  if (feed === "failed") return { feed };
  if (feed === "shown" && typeof height === "number" && Number.isFinite(height) && height >= 0) {
    return { feed, height: Math.min(Math.ceil(height), feedFrameMaxHeight) };
  }
  return undefined;
}
