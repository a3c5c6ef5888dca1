/**
 * What a visitor reads on a built page, as plain text: the title and description, the visible
 * text of the body with a line break at each block, and the words of pictures (alt text). Scripts,
 * styles and templates are left out; a template's message is not shown until something fails, and
 * the components' own text is read where they are shown.
 */
import { JSDOM } from "jsdom";

const hidden = "script, style, template, noscript, svg";

export function pageText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll(hidden)) element.remove();
  const blocks = document.querySelectorAll("p, li, h1, h2, h3, h4, dt, dd, td, th, figcaption, summary, address, br");
  for (const block of blocks) block.after(document.createTextNode("\n"));
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  const alts = [...document.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt")!);
  return [document.title, description, document.body.textContent ?? "", ...alts].join("\n");
}
