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
});
