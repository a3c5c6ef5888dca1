import { describe, expect, it } from "vitest";
import { countOf, sentenceStart, spellNumber } from "./counting";

describe("counting in prose", () => {
  it("says one of a thing in the singular and any other number in the plural", () => {
    expect(countOf(1, "care group")).toBe("one care group");
    expect(countOf(3, "year")).toBe("three years");
    expect(countOf(0, "class", "classes")).toBe("no classes");
    expect(countOf(4, "category", "categories")).toBe("four categories");
  });

  it("opens a sentence with a capital, whether the count is in words or digits", () => {
    expect(sentenceStart(countOf(3, "core class", "core classes"))).toBe("Three core classes");
    expect(sentenceStart(countOf(24, "day"))).toBe("24 days");
  });

  it("writes numbers above ten in digits", () => {
    expect(countOf(24, "core class", "core classes")).toBe("24 core classes");
    expect(spellNumber(6)).toBe("six");
    expect(spellNumber(11)).toBe("11");
    expect(spellNumber(0)).toBe("zero");
  });
});
