import { describe, expect, it } from "vitest";
import { countOf, spellNumber } from "./counting";

describe("counting in prose", () => {
  it("says one of a thing in the singular and any other number in the plural", () => {
    expect(countOf(1, "care group")).toBe("one care group");
    expect(countOf(3, "year")).toBe("three years");
    expect(countOf(0, "class", "classes")).toBe("no classes");
    expect(countOf(4, "category", "categories")).toBe("four categories");
  });

  it("writes numbers above ten in digits", () => {
    expect(countOf(24, "core class", "core classes")).toBe("24 core classes");
    expect(spellNumber(6)).toBe("six");
    expect(spellNumber(11)).toBe("11");
    expect(spellNumber(0)).toBe("zero");
  });
});
