/**
 * Link integrity of a built site: every address a page names (links, anchors, images, scripts,
 * styles, frames, media, preview images) is checked against the files the build wrote.
 */
import { JSDOM } from "jsdom";

/** One address a page names, and where: `a[href]`, `img[srcset]`, `script (import)`. */
export interface Reference {
  where: string;
  url: string;
}

export interface PageScan {
  ids: Set<string>;
  references: Reference[];
}

const attributes: [selector: string, attribute: string][] = [
  ["a[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["script[src]", "src"],
  ["iframe[src]", "src"],
  ["audio[src]", "src"],
  ["video[src]", "src"],
  ["source[src]", "src"],
  ["meta[property='og:image']", "content"],
  ["meta[name='twitter:image']", "content"],
];

/** Every address a page names, and the ids an anchor may point at. */
export function scanPage(html: string): PageScan {
  const { document } = new JSDOM(html).window;
  const references: Reference[] = [];
  for (const [selector, attribute] of attributes) {
    for (const element of document.querySelectorAll(selector)) {
      references.push({ where: `${selector.split("[")[0]}[${attribute}]`, url: element.getAttribute(attribute)! });
    }
  }
  for (const element of document.querySelectorAll("img[srcset], source[srcset]")) {
    for (const candidate of element.getAttribute("srcset")!.split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) references.push({ where: `${element.localName}[srcset]`, url });
    }
  }
  // The boot script imports the page's modules by address.
  for (const script of document.querySelectorAll("script:not([src])")) {
    for (const [, url] of script.textContent!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) {
      references.push({ where: "script (import)", url: url! });
    }
  }
  const ids = new Set([...document.querySelectorAll("[id]")].map((e) => e.id));
  for (const anchor of document.querySelectorAll("a[name]")) ids.add(anchor.getAttribute("name")!);
  return { ids, references };
}

export interface SiteFiles {
  /** The site's public address: absolute links to it are checked as local ones. */
  origin: string;
  /** Whether build/client holds this file ("/docs/a.pdf", "/about_pom.html"). */
  fileExists: (path: string) => boolean;
  /** The ids of the page at this address ("/about_pom"), if it is a page. */
  idsOf: (page: string) => Set<string> | undefined;
}

/** The problems of one page's references, each naming the page, the place and the address. */
export function checkReferences(page: string, scan: PageScan, site: SiteFiles): string[] {
  const problems: string[] = [];
  const problem = (ref: Reference, why: string) => problems.push(`${page}: ${ref.where} "${ref.url}" ${why}`);
  for (const ref of scan.references) {
    const url = ref.url.trim();
    if (/^(mailto|tel):/.test(url)) {
      if (!/^(mailto:[^@\s?]+@[^@\s?]+\.[a-z]+(\?\S*)?|tel:\+?\d{7,15})$/i.test(url))
        problem(ref, "is not a well-formed address");
      continue;
    }
    let resolved: URL;
    try {
      resolved = new URL(url, site.origin + (page.startsWith("/") ? page : "/"));
    } catch {
      problem(ref, "is not a well-formed address");
      continue;
    }
    const local = resolved.origin === site.origin || /^[/#]/.test(url);
    if (!local) {
      if (resolved.protocol !== "https:") problem(ref, "leaves the site without https");
      else if (!/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\//i.test(resolved.href))
        problem(ref, "is not a well-formed https address");
      continue;
    }
    const path = decodeURIComponent(resolved.pathname);
    if (site.fileExists(path)) {
      if (resolved.hash) problem(ref, "points at a place in a file that is not a page");
      continue;
    }
    const ids = site.idsOf(path === "/" ? "/" : path.replace(/\/$/, ""));
    if (!ids) {
      problem(ref, /\.[a-z0-9]+$/i.test(path) ? "names a file the build does not have" : "leads to no page");
      continue;
    }
    const id = decodeURIComponent(resolved.hash.slice(1));
    if (id && !ids.has(id)) problem(ref, `points at #${id}, which ${path} does not have`);
  }
  return [...new Set(problems)];
}
