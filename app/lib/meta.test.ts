import { describe, expect, it } from "vitest";
import { telHref } from "./contact";
import { pageMeta } from "./meta";
import { isExternal } from "./site-paths";

const input = {
  title: "Our History",
  description: "A century.",
  path: "/about_history",
  siteName: "Cedar Hollow Bible Church",
  origin: "https://www.example.org",
};

describe("pageMeta", () => {
  it("builds the title, description, canonical and preview tags", () => {
    const tags = pageMeta({
      title: "Our History",
      description: "A century.",
      path: "/about_history",
      siteName: "Cedar Hollow Bible Church",
      origin: "https://www.example.org",
    });
    expect(tags).toContainEqual({ title: "Our History - Cedar Hollow Bible Church" });
    expect(tags).toContainEqual({ name: "description", content: "A century." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.org/about_history" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.org/about_history" });
  });

  it("points link previews at the page's own 1200x630 picture, with Twitter's large card", () => {
    const tags = pageMeta({ ...input, path: "/about_history" });
    const image = "https://www.example.org/img/preview/about_history.png";
    expect(tags).toContainEqual({ property: "og:image", content: image });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:image", content: image });
    expect(pageMeta({ ...input, path: "/" })).toContainEqual({
      property: "og:image",
      content: "https://www.example.org/img/preview/home.png",
    });
  });

  it("puts each structured-data block in the head", () => {
    const block = { "@context": "https://schema.org", "@type": "Person", name: "Ann" } as const;
    expect(pageMeta({ ...input, jsonLd: [block] })).toContainEqual({ "script:ld+json": block });
  });

  it("keeps a page that must not be listed out of search results, without canonical or preview", () => {
    const tags = pageMeta({ ...input, noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t || "property" in t)).toBe(false);
  });
});

describe("site paths", () => {
  it("tells other sites from pages of this one", () => {
    expect(isExternal("https://example.org")).toBe(true);
    expect(isExternal("mailto:a@b.org")).toBe(true);
    expect(isExternal("/#services")).toBe(false);
  });

  it("makes dialable tel: links", () => {
    expect(telHref("(717) 555-0148")).toBe("tel:7175550148");
  });
});
