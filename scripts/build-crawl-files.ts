/** Writes public/sitemap.xml (every pre-rendered page, once, by its canonical address) and public/robots.txt. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { robotsTxt, sitemapXml } from "./seo/crawl-files.ts";
import { sitePaths } from "./site-pages.ts";

const { origin } = getContent().siteConfig.church;
const paths = sitePaths();
writeFileSync(join(process.cwd(), "public/sitemap.xml"), sitemapXml(origin, paths));
writeFileSync(join(process.cwd(), "public/robots.txt"), robotsTxt(origin));
console.log(`sitemap: ${paths.length} pages; robots.txt written`);
