import { describe, expect, it } from "vitest";
import { indexTerm, stem, termsOf, wordsOf } from "./search-words";

describe("how the search reads words", () => {
  it("reads a plural as its singular, and leaves short words, numbers and other endings alone", () => {
    expect(["times", "kids", "ministries", "churches", "classes", "boxes", "seniors"].map(stem)).toEqual([
      "time",
      "kid",
      "ministry",
      "church",
      "class",
      "box",
      "senior",
    ]);
    expect(["bus", "jesus", "crisis", "class", "men", "412", "7-12s"].map(stem)).toEqual([
      "bus",
      "jesus",
      "crisis",
      "class",
      "men",
      "412",
      "7-12s",
    ]);
  });

  it("splits text into words in lower case, without accents, apostrophes or a possessive 's", () => {
    expect(wordsOf("Children's Ministry: the Lord’s Day, café at 9:15!")).toEqual([
      "children",
      "ministry",
      "the",
      "lord",
      "day",
      "cafe",
      "at",
      "9",
      "15",
    ]);
  });

  it("leaves out the little words in both the pages and the queries", () => {
    expect(indexTerm("what")).toBeUndefined();
    expect(termsOf("What we believe")).toEqual(["believe"]);
    expect(termsOf("Service Times & Location")).toEqual(["service", "time", "location"]);
  });
});
