import { describe, expect, it } from "vitest";
import { robotsTxt, securityTxt, sitemapXml } from "./crawl-files";

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

  it("writes security.txt with the office's address and an expiry half a year after the build", () => {
    const text = securityTxt(
      { name: "Grace Church", origin: "https://www.example.org" },
      "office@example.org",
      "2026-11-26",
    );
    expect(text).toBe(
      [
        "# Grace Church: how to tell us about a security problem with this website.",
        "Contact: mailto:office@example.org",
        "Expires: 2027-05-25T00:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://www.example.org/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });
});
