import { describe, expect, it } from "vitest";
import { telHref } from "./contact";
import { pageMeta } from "./meta";
import { canonicalPath, isExternal } from "./site-paths";

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
});

describe("site paths", () => {
  it("gives /women the Women's ministry page as canonical and drops trailing slashes", () => {
    expect(canonicalPath("/women")).toBe("/ministries_womens");
    expect(canonicalPath("/about_doctrine/")).toBe("/about_doctrine");
    expect(canonicalPath("/")).toBe("/");
  });

  it("tells other sites from pages of this one", () => {
    expect(isExternal("https://example.org")).toBe(true);
    expect(isExternal("mailto:a@b.org")).toBe(true);
    expect(isExternal("/#services")).toBe(false);
  });

  it("makes dialable tel: links", () => {
    expect(telHref("(717) 555-0148")).toBe("tel:7175550148");
  });
});
