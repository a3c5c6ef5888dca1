/**
 * Brings in a third-party frame that ExternalEmbed pre-rendered as a box. A page (a listing, a
 * map) comes once the page has finished loading and painted (and, when prerendered by the browser,
 * has been shown), and the box is on the first screen or, below it, near the screen after the
 * visitor's first input (whenNearScreen), so it never competes with the page itself. A video
 * comes when the visitor presses the Play button in its box, and plays: a player is the heaviest
 * thing a page can hold, and most visitors to a page with a video read it without playing it.
 * The frame is the one in the box's `<noscript>`, which visitors without JavaScript get from the
 * start. The page carries this as an inline script (app/browser/external-embed.ts, and
 * app/browser/video-embed.ts for videos), not as a module of the page script: fetching and
 * starting that script for a frame cost a phone more than the frame's own code.
 *
 * The provider is asked first whether it answers, and the frame goes in only once it has: a
 * provider that is down or blocked would show the browser's error page inside the frame, which
 * the page cannot see, and a frame made and then taken away again costs the phone more than the
 * rest of the page's script. That request carries no cookies and no referrer, and its answer is
 * never read (`no-cors`). When it fails, the box's message takes the frame's place.
 */
import { fromNoscript } from "~/lib/noscript";
import { startEach, whenNearScreen } from "~/lib/page-lifecycle";

/**
 * Starts every frame of a page (a listing, a map) under `root` that no copy of the script has
 * started (startEach). Each then waits on its own until the page is shown and the frame is
 * wanted (whenNearScreen): one wait, not a wait for the page inside a wait for the frame. The
 * page script, which the visitor's first input brings, calls it `afterInput` for the frames that
 * no inline script came with (ExternalEmbed's `belowFirstScreen`).
 */
export function startExternalEmbeds(root: ParentNode, afterInput = false): void {
  // ExternalEmbed's figure says `data-frame=""` until its frame has been started.
  startEach(root, "frame", (figure) => {
    const box = figure.querySelector("[data-frame-box]");
    if (box) whenNearScreen(box, () => putFrame(figure, false), afterInput);
  });
}

/**
 * Listens, on `target` (the window, for a page), for a press of any video's Play button, the
 * box's only button; each video's figure starts once. A script of its own
 * (app/browser/video-embed.ts), so that a page with a video carries no code to wait for the
 * screen. It asks the page for nothing until a press: a page's first touch of `document` costs
 * Chromium half a millisecond or more, which a visitor who only reads the page never needs.
 * Every copy of the script adds its listener, and the first to hear a press starts the video.
 */
export function listenForPlay(target: EventTarget = globalThis): void {
  target.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("[data-frame-box] button");
    // A video's figure says `data-video=""` until it has been started.
    const figure = button?.closest<HTMLElement>('[data-video=""]');
    if (!figure) return;
    figure.dataset.video = "started";
    putFrame(figure, true);
  });
}

/**
 * Puts the frame of `figure`'s box in the box's place once its provider has answered, or the
 * message of its `<template>` when it has not. A video's frame, `pressed`, plays at once and takes
 * the focus the press had, as does the message in its place, so a keyboard or screen reader stays
 * where the button was.
 */
function putFrame(figure: HTMLElement, pressed: boolean): void {
  const box = figure.querySelector("[data-frame-box]");
  const message = figure.querySelector("template")?.content.firstElementChild;
  const frame = fromNoscript<HTMLIFrameElement>(box, "iframe");
  if (!box || !frame || !message) return;
  const replaceBox = (node: Element) => {
    if (!box.isConnected) return;
    box.replaceWith(node);
    if (pressed) (node as HTMLElement).focus();
  };
  fetch(frame.src, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer" }).then(
    () => {
      // The press the player's own button would ask for again plays it.
      if (pressed) frame.src += `${frame.src.includes("?") ? "&" : "?"}autoplay=1`;
      replaceBox(frame);
    },
    () => replaceBox(message.cloneNode(true) as Element),
  );
}
