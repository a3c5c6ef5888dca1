/**
 * What the site search (Pagefind, run by scripts/build-search.ts) reads of each pre-rendered page:
 * the page's `main`, its title and its description, and nothing of the header, the menus or the
 * footer, which every page repeats. A page's title is its h1, which Pagefind weighs above the
 * other headings and those above the text; the description (the search engines' snippet) is
 * added at a weight between a heading's and the text's, so a page about a thing outranks a page
 * that mentions it in passing.
 */

import { unescape } from "./search-results.ts";

/** Elements of `main` whose words are not the page's: the message a blocked embed shows, the no-script fallbacks, frames. */
export const searchSkips = ["template", "noscript", "iframe", "script", "style", "[data-search-skip]"];

/** Pagefind's weight for the description: headings are 7 (h1) to 2 (h6), text 1. */
export const descriptionWeight = 3;

/** A page as the index takes it: its address, title, description and built HTML. */
export interface SearchablePage {
  path: string;
  title: string;
  description: string;
  html: string;
}

/** The page's `main`, with its own tag, or undefined when it has none. */
export function mainOf(html: string): string | undefined {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf("</main>");
  return start >= 0 && end > start ? html.slice(start, end + "</main>".length) : undefined;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The document Pagefind indexes for a page: its title and description as the result's metadata,
 * the description again as weighted text, and the page's `main` as the body.
 */
export function searchDocument({ title, description, html }: SearchablePage): string {
  const main = mainOf(html);
  if (!main) throw new Error(`the page "${title}" has no <main> to index`);
  return (
    `<html lang="en"><head><title>${escape(title)}</title></head><body>` +
    `<div data-pagefind-ignore><span data-pagefind-meta="title">${escape(title)}</span>` +
    `<span data-pagefind-meta="description">${escape(description)}</span></div>` +
    `<div data-pagefind-body><p data-pagefind-weight="${descriptionWeight}">${escape(description)}</p>${main}</div>` +
    `</body></html>`
  );
}

/**
 * A built page's title without the site's name ("Staff & Leadership", not "Staff & Leadership -
 * Cedar Hollow Bible Church") and its description, as its head gives them to search engines.
 */
export function pageHead(html: string, siteName: string): { title: string; description: string } {
  const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const description = unescape(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  const suffix = ` - ${siteName}`;
  return { title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title, description };
}
