/**
 * Adds the feed provider's script, named by the feed's `data-script`, once per page however
 * many feeds the page has, once the page has loaded and is shown: the pre-rendered page never
 * waits for it. The provider draws each feed into its placeholder element.
 */
import { whenShown } from "~/lib/page-lifecycle";

export function socialFeed(feed: HTMLElement): void {
  const src = feed.dataset.script;
  if (!src) return;
  whenShown(() => {
    if ([...document.scripts].some((script) => script.src === src)) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.body.append(script);
  });
}
