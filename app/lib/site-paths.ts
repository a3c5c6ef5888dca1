/** The live stream page (SPEC: /livestream), which the header's "Live now" and the services' structured data lead to. */
export const liveStreamPath = "/livestream";

/** Whether an address leads elsewhere than this site. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Whether an address is a page of this site (not a PDF or image): what the Speculation Rules may prerender. */
export function isPagePath(href: string): boolean {
  return !isExternal(href) && !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? "");
}

/** The address of a staff member's biography page, from their `about.url`: /about_dmercer. */
export function biographyPath(url: string): string {
  return `/about_${url}`;
}

/** The site's host as people write it, without "www.": cedarhollowbible.org. */
export function siteHost(origin: string): string {
  return new URL(origin).host.replace(/^www\./, "");
}
