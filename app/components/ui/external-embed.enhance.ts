/**
 * Brings in a third-party frame that ExternalEmbed pre-rendered as a box: once the page has
 * finished loading and painted (and, when prerendered by the browser, has been shown), and the
 * box is on the first screen or, below it, near the screen after the visitor's first input
 * (whenNearScreen), so it never competes with the page itself. The frame is the one in the
 * box's `<noscript>`, which visitors without JavaScript get from the start. The page carries this
 * as an inline script (app/browser/external-embed.ts), not as a module of the page script:
 * fetching and starting that script for a frame cost a phone more than the frame's own code.
 *
 * The provider is asked first whether it answers, and the frame goes in only once it has: a
 * provider that is down or blocked would show the browser's error page inside the frame, which
 * the page cannot see, and a frame made and then taken away again costs the phone more than the
 * rest of the page's script. That request carries no cookies and no referrer, and its answer is
 * never read (`no-cors`). When it fails, the box's message takes the frame's place.
 */
import { startEach, whenNearScreen } from "~/lib/page-lifecycle";

/**
 * Starts every frame under `root` that no copy of the script has started (startEach). Each frame
 * then waits on its own until the page is shown and the frame is wanted (whenNearScreen): one
 * wait, not a wait for the page inside a wait for the frame.
 */
export function startExternalEmbeds(root: ParentNode): void {
  // ExternalEmbed's figure says `data-frame=""` until its frame has been started.
  startEach(root, "frame", externalEmbed);
}

export function externalEmbed(figure: HTMLElement): void {
  const box = figure.querySelector<HTMLElement>("[data-frame-box]");
  const markup = box?.querySelector("noscript")?.innerHTML;
  const message = figure.querySelector("template");
  if (!box || !markup || !message) return;
  whenNearScreen(box, () => {
    // Made outside the page, the frame loads nothing until it takes the box's place.
    const frame = document.createRange().createContextualFragment(markup).querySelector("iframe");
    if (!frame) return;
    const replaceBox = (node: Node) => {
      if (box.isConnected) box.replaceWith(node);
    };
    fetch(frame.src, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer" }).then(
      () => replaceBox(frame),
      () => replaceBox(message.content.cloneNode(true)),
    );
  });
}
