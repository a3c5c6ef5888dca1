import { describe, expect, it } from "vitest";
import { excerptParts, resultsStatus } from "./search-results";

describe("search results", () => {
  it("splits an excerpt into text and the marked words, unescaped, never as HTML", () => {
    expect(excerptParts("A staffed <mark>nursery</mark> cares for kids &amp; babies &lt;3")).toEqual([
      { text: "A staffed ", marked: false },
      { text: "nursery", marked: true },
      { text: " cares for kids & babies <3", marked: false },
    ]);
    expect(excerptParts("<mark>Nursery</mark>")).toEqual([{ text: "Nursery", marked: true }]);
    expect(excerptParts("&lt;script&gt;alert(1)&lt;/script&gt;")).toEqual([
      { text: "<script>alert(1)</script>", marked: false },
    ]);
  });

  it("says how many pages were found, or that none was and where to look", () => {
    expect(resultsStatus(" nursery ", 2)).toBe("2 pages found for “nursery”");
    expect(resultsStatus("Penner", 1)).toBe("1 page found for “Penner”");
    expect(resultsStatus("zzz", 0)).toBe("Nothing found for “zzz”. Try another word, or look in a part of the site:");
  });
});
