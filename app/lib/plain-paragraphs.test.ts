import { describe, expect, it } from "vitest";
import { plainParagraphs } from "./plain-paragraphs";

describe("plainParagraphs", () => {
  it("turns a description's HTML into plain paragraphs, never markup", () => {
    expect(
      plainParagraphs("<p>Bring a dish &amp; a friend.</p><p>Childcare<br>provided.</p><script>alert(1)</script>"),
    ).toEqual(["Bring a dish & a friend.", "Childcare", "provided."]);
    expect(plainParagraphs('<img src=x onerror="alert(1)">Paul&#8217;s letter &ndash; &#x201C;grace&#x201D;')).toEqual([
      "Paul\u2019s letter \u2013 \u201cgrace\u201d",
    ]);
    expect(plainParagraphs("Line one\n\nLine two")).toEqual(["Line one", "Line two"]);
    expect(plainParagraphs(undefined)).toEqual([]);
  });

  it("leaves an entity it does not know as it was", () => {
    expect(plainParagraphs("Fish &chips; &#0; done")).toEqual(["Fish &chips; done"]);
  });

  it("keeps a script's text out only up to its end, and a break with attributes breaks", () => {
    expect(plainParagraphs("One<script>x</script>two<br class='x'>three<style>p{}</STYLE >four")).toEqual([
      "Onetwo",
      "threefour",
    ]);
    // A "<" with no ">" after it is text; a script that never ends leaves its text.
    expect(plainParagraphs("3 < 4")).toEqual(["3 < 4"]);
    expect(plainParagraphs("<script>still here")).toEqual(["still here"]);
  });

  it("reads a megabyte of what a hostile feed writes in one pass", () => {
    // Each of these took a regular expression's look-ahead seconds to minutes (it grows with the
    // square of the length); read in one pass, each takes milliseconds. The bound is far from both.
    for (const piece of ["<", "<a ", "< br", "<script>", "&#x1", "<p", "<\n"]) {
      const text = piece.repeat(Math.ceil((1 << 20) / piece.length));
      const started = performance.now();
      plainParagraphs(text);
      expect(performance.now() - started, piece).toBeLessThan(2000);
    }
  });
});
