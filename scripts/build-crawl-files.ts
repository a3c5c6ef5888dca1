/**
 * Writes public/sitemap.xml (every pre-rendered page, once, by its canonical address),
 * public/robots.txt and public/.well-known/security.txt.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { robotsTxt, securityTxt, sitemapXml } from "./seo/crawl-files.ts";
import { sitePaths } from "./site-pages.ts";

const { siteConfig, today } = getContent();
const { origin } = siteConfig.church;
const paths = sitePaths();
const publicDir = join(process.cwd(), "public");
writeFileSync(join(publicDir, "sitemap.xml"), sitemapXml(origin, paths));
writeFileSync(join(publicDir, "robots.txt"), robotsTxt(origin));
mkdirSync(join(publicDir, ".well-known"), { recursive: true });
writeFileSync(
  join(publicDir, ".well-known/security.txt"),
  securityTxt(siteConfig.church, siteConfig.contact.email, today),
);
console.log(`sitemap: ${paths.length} pages; robots.txt and security.txt written`);
