import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./crawl-files";

describe("crawl files", () => {
  it("lists each page's full address in the sitemap, escaped", () => {
    const xml = sitemapXml("https://www.example.org", ["/", "/about_history", "/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://www.example.org/",
      "https://www.example.org/about_history",
      "https://www.example.org/a&amp;b",
    ]);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://www.example.org")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n",
    );
  });
});
