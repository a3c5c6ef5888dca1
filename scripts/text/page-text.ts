/**
 * What a visitor reads on a built page, as plain text: the title and description, the visible
 * text of the body with a line break at each block, and the words of pictures (alt text). Scripts,
 * styles and templates are left out; a template's message is not shown until something fails, and
 * the components' own text is read where they are shown.
 */
import { blockElements, unreadElements } from "./elements.ts";

export function pageText(document: Document): string {
  // A copy of the body, so that the page stays as built for the other checks.
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll([...unreadElements, "svg"].join(", "))) element.remove();
  for (const block of body.querySelectorAll([...blockElements].join(", "))) block.after(document.createTextNode("\n"));
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  const alts = [...body.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt")!);
  return [document.title, description, body.textContent ?? "", ...alts].join("\n");
}
