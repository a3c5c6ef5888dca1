import { describe, expect, it } from "vitest";
import { isLongList, longListItems } from "./long-list";

describe("isLongList", () => {
  it("lays a short list out whole with the page", () => {
    expect(isLongList(1)).toBe(false);
    expect(isLongList(4)).toBe(false);
    expect(isLongList(longListItems - 1)).toBe(false);
  });

  it("skips a long list's items until they come near the screen", () => {
    expect(isLongList(longListItems)).toBe(true);
    expect(isLongList(52)).toBe(true);
  });
});
