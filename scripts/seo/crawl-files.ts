/** sitemap.xml, robots.txt and security.txt, from the list of pages and the site's settings. */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A sitemap (sitemaps.org 0.9) listing each page's full address once. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: every crawler may read everything, and here is the sitemap. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** How long a security.txt stays good after the build that wrote it; the nightly rebuild renews it. */
export const securityTxtDays = 180;

/**
 * /.well-known/security.txt (RFC 9116): whom to tell about a security problem with the site (the
 * office's address from the site settings), until when this holds (`securityTxtDays` after the
 * build's day, under the year the RFC asks for), and where the file itself lives.
 */
export function securityTxt(church: { name: string; origin: string }, email: string, buildDay: string): string {
  const expires = new Date(`${buildDay}T00:00:00Z`);
  expires.setUTCDate(expires.getUTCDate() + securityTxtDays);
  return [
    `# ${church.name}: how to tell us about a security problem with this website.`,
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace(/\.\d+Z$/, "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${church.origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}
