/**
 * Brings in a third-party frame that ExternalEmbed pre-rendered as a box: once the page has
 * finished loading (and, when prerendered by the browser, has been shown), and the box is near
 * the screen, so it never competes with the page itself. The frame is the one in the box's
 * `<noscript>`, which visitors without JavaScript get from the start.
 *
 * The provider is asked at the same moment whether it answers: a provider that is down or
 * blocked would show the browser's error page inside the frame, which the page cannot see, so a
 * request of its own tells. That request carries no cookies and no referrer, and its answer is
 * never read (`no-cors`). When it fails, the box's message takes the frame's place.
 */
import { whenNearScreen } from "~/lib/page-lifecycle";

export function externalEmbed(figure: HTMLElement): void {
  const box = figure.querySelector<HTMLElement>("[data-frame-box]");
  const markup = box?.querySelector("noscript")?.innerHTML;
  const message = figure.querySelector("template");
  if (!box || !markup || !message) return;
  const show = () => {
    const frame = document.createRange().createContextualFragment(markup).querySelector("iframe");
    if (!frame || !box.isConnected) return;
    box.replaceWith(frame);
    fetch(frame.src, { method: "HEAD", mode: "no-cors", credentials: "omit", referrerPolicy: "no-referrer" }).catch(
      () => frame.replaceWith(message.content.cloneNode(true)),
    );
  };
  whenNearScreen(box, show);
}
