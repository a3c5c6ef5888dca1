import { describe, expect, it } from "vitest";
import { bookSlug, findPassage, readPassage } from "./passage";

describe("readPassage", () => {
  it.each([
    ["Romans 8:1-17", "Romans", 8, "Romans 8:1–17"],
    ["Rom. 8", "Romans", 8, "Romans 8"],
    ["rom 8:28", "Romans", 8, "Romans 8:28"],
    ["1 Cor 13", "1 Corinthians", 13, "1 Corinthians 13"],
    ["1Cor 13:4-7", "1 Corinthians", 13, "1 Corinthians 13:4–7"],
    ["I Corinthians 13", "1 Corinthians", 13, "1 Corinthians 13"],
    ["Ps 23", "Psalms", 23, "Psalm 23"],
    ["Psalm 120–134", "Psalms", 120, "Psalms 120–134"],
    ["Gen 1:1-2:3", "Genesis", 1, "Genesis 1:1–2:3"],
    ["Jude 3", "Jude", 1, "Jude 3"],
    ["1 John 4:7-21", "1 John", 4, "1 John 4:7–21"],
    ["John 3:16", "John", 3, "John 3:16"],
    ["Song of Songs 2", "Song of Solomon", 2, "Song of Solomon 2"],
    ["Romans 8:1-17; 9:1", "Romans", 8, "Romans 8:1–17"],
  ])("reads %s as %s %i (%s)", (text, book, chapter, label) => {
    expect(readPassage(text)).toEqual({ book, chapter, label });
  });

  it.each(["Advent", "Romans", "Romans and the law", "Hezekiah 4", "Romans 0", ""])(
    "finds no passage in %j",
    (text) => {
      expect(readPassage(text)).toBeUndefined();
    },
  );
});

describe("findPassage", () => {
  it("finds a passage named in a title or a sentence", () => {
    expect(findPassage("No Condemnation (Romans 8:1-4)")?.label).toBe("Romans 8:1–4");
    expect(findPassage("Love is patient: a study of 1 Cor 13:4")?.label).toBe("1 Corinthians 13:4");
    expect(findPassage("Pastor Mercer preaches from Rom. 12 on living sacrifice")?.label).toBe("Romans 12");
    expect(findPassage("The Lord is my shepherd, Psalm 23")?.label).toBe("Psalm 23");
  });

  it("does not read ordinary words as books", () => {
    expect(findPassage("What is 3 plus 4? Am 5 years enough?")).toBeUndefined();
    expect(findPassage("Acts of kindness in 2026")).toBeUndefined();
  });
});

describe("bookSlug", () => {
  it("makes an address word of a book", () => {
    expect(bookSlug("1 Corinthians")).toBe("1-corinthians");
    expect(bookSlug("Song of Solomon")).toBe("song-of-solomon");
  });
});
