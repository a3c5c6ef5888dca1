import { JSDOM } from "jsdom";
import { jsonLdThings } from "./json-ld";

/** What a page's pre-rendered head tells search engines and link previews. */
export interface PageHead {
  title: string;
  /** meta name= and property= values, by name. */
  meta: Record<string, string>;
  canonical: string | undefined;
  /** The href of every link tag, such as the icons and manifest. */
  links: { rel: string; href: string }[];
  /** What the JSON-LD describes: each block, or each thing of a block's graph with its references resolved. */
  jsonLd: Record<string, unknown>[];
}

/** Reads the head of an HTML page without running or loading anything. */
export function readHead(html: string): PageHead {
  const { document } = new JSDOM(html).window;
  const meta: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll("meta[name], meta[property]")) {
    meta[tag.getAttribute("name") ?? tag.getAttribute("property")!] = tag.getAttribute("content") ?? "";
  }
  return {
    title: document.title,
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    links: [...document.head.querySelectorAll("link[rel][href]")].map((link) => ({
      rel: link.getAttribute("rel")!,
      href: link.getAttribute("href")!,
    })),
    jsonLd: jsonLdThings(
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
      ),
    ),
  };
}
