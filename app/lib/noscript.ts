/**
 * The element `selector` finds in the markup of the `<noscript>` under `root`, made for the page
 * but not in it. A page keeps what is costly to make (a third-party frame, an audio player) in a
 * `<noscript>`: visitors without JavaScript get it as the page loads, and where scripts run the
 * browser reads it as text, which costs the parse nothing, until a script makes it when it is
 * wanted. Made outside the page, the element loads nothing until the script puts it in.
 */
export function fromNoscript<T extends Element>(root: ParentNode | null | undefined, selector: string): T | null {
  const markup = root?.querySelector("noscript")?.innerHTML;
  return markup ? document.createRange().createContextualFragment(markup).querySelector<T>(selector) : null;
}
