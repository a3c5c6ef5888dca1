// @vitest-environment node
import { describe, expect, it } from "vitest";
import { descriptionWeight, mainOf, pageHead, searchDocument, searchSkips } from "./search-index";

const built =
  '<html><head><title>Staff &amp; Leadership - Cedar Hollow Bible Church</title><meta name="description" content="Pastors &amp; staff: &quot;who we are&quot;"/></head>' +
  '<body><header><nav>Live Stream About Us</nav></header><main id="main"><h1>Staff</h1><p>Grace Penner</p>' +
  "<template><p>could not be loaded here</p></template></main><footer>Contact</footer></body></html>";

describe("the search index's view of a page", () => {
  it("reads only the page's main, not the header, menus or footer every page repeats", () => {
    const main = mainOf(built)!;
    expect(main.startsWith('<main id="main">')).toBe(true);
    expect(main.endsWith("</main>")).toBe(true);
    expect(main).not.toContain("Live Stream");
    expect(main).not.toContain("Contact");
    expect(mainOf("<body><p>No main</p></body>")).toBeUndefined();
  });

  it("takes the title without the site's name and the description as search engines get them", () => {
    expect(pageHead(built, "Cedar Hollow Bible Church")).toEqual({
      title: "Staff & Leadership",
      description: 'Pastors & staff: "who we are"',
    });
  });

  it("gives the title and description as the result's words, and weighs the description above the text", () => {
    const doc = searchDocument({ path: "/about_staff", ...pageHead(built, "Cedar Hollow Bible Church"), html: built });
    expect(doc).toContain('<span data-pagefind-meta="title">Staff &amp; Leadership</span>');
    expect(doc).toContain(
      `<div data-pagefind-body><p data-pagefind-weight="${descriptionWeight}">Pastors &amp; staff: &quot;who we are&quot;</p><main id="main">`,
    );
    // Only the body is indexed; the metadata is not text of the page.
    expect(doc.indexOf("data-pagefind-ignore")).toBeLessThan(doc.indexOf("data-pagefind-body"));
    expect(descriptionWeight).toBeGreaterThan(1);
    expect(descriptionWeight).toBeLessThan(7);
    expect(() => searchDocument({ path: "/x", title: "X", description: "", html: "<p>x</p>" })).toThrow(
      'the page "X" has no <main> to index',
    );
  });

  it("leaves out a blocked embed's message, the no-script copies and frames", () => {
    expect(searchSkips).toEqual(expect.arrayContaining(["template", "noscript", "iframe"]));
  });
});
