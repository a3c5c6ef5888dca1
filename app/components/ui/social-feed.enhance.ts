/**
 * Adds the feed provider's script, named by the feed's `data-script`, once per page however
 * many feeds the page has, once the page has loaded and is shown: the pre-rendered page never
 * waits for it. The provider draws each feed into its placeholder element. When the script
 * cannot load (blocked, provider down), or the feed has not appeared {@link feedPatienceMs}
 * after it was asked for (slow, or a widget id the provider does not know), the feed's message
 * takes the empty placeholder, with the link to the ministry's own page.
 */
import { whenShown } from "~/lib/page-lifecycle";

/** How long a feed may take to appear before the page says it could not be loaded. */
export const feedPatienceMs = 8000;

export function socialFeed(feed: HTMLElement, patience = feedPatienceMs): void {
  const src = feed.dataset.script;
  const widget = feed.querySelector<HTMLElement>("[data-elfsight-app-lazy]");
  const message = feed.querySelector("template");
  if (!src || !widget || !message) return;
  const giveUp = () => {
    if (widget.isConnected && !widget.hasChildNodes()) widget.replaceChildren(message.content.cloneNode(true));
  };
  whenShown(() => {
    let script = [...document.scripts].find((candidate) => candidate.src === src);
    if (!script) {
      script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.append(script);
    }
    script.addEventListener("error", giveUp);
    setTimeout(giveUp, patience);
  });
}
