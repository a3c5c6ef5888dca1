/**
 * The social feeds' inline script (app/browser/social-feed.ts), which SocialFeed writes after
 * each feed: the page fetches no module for its feeds. It puts each feed's frame, which waits in
 * a `<template>` in the feed's room, into the page once the page has loaded and painted, has been
 * shown when the browser prerendered it, and the feed is on the first screen or, below it, near
 * the screen after the visitor's first input (whenNearScreen): so the frame is made neither while
 * the page is parsed nor in the way of its first paint, a visitor who reads only the first screen
 * costs the phone no frame, and a page nobody opened asks the provider for nothing. The frame
 * (social-feed.frame.ts) says by message when the feed is drawn and how tall, and takes that
 * height; when it says the feed could not be loaded (the provider's script blocked, down or
 * slow), the feed's message takes its place, with the link to the ministry's own page.
 */
import { readFeedFrameMessage } from "~/lib/feed-frame";
import { startEach, whenNearScreen } from "~/lib/page-lifecycle";

/** Starts every feed under `root` that no copy of the script has started (startEach). */
export function startSocialFeeds(root: ParentNode): void {
  // SocialFeed's section says `data-feed=""` until it has been started.
  startEach(root, "feed", socialFeed);
}

export function socialFeed(feed: HTMLElement): void {
  const box = feed.querySelector("[data-feed-box]");
  const frame = box?.querySelector("template")?.content.querySelector("iframe");
  const message = feed.querySelector(":scope > template");
  if (!box || !frame || !(message instanceof HTMLTemplateElement)) return;
  // The frame's origin is opaque ("null", like any sandboxed frame's), so its messages are
  // told from others' by the window they come from.
  const listen = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const said = readFeedFrameMessage(event.data);
    if (said?.feed === "failed") {
      removeEventListener("message", listen);
      // Hidden, not taken away: taking a frame out of the page costs a phone more than the rest
      // of the page's script.
      frame.hidden = true;
      frame.after(message.content.cloneNode(true));
    } else if (said) {
      feed.dataset.feed = "shown";
      frame.style.height = `${said.height}px`;
    }
  };
  addEventListener("message", listen);
  whenNearScreen(box, () => box.replaceChildren(frame));
}
