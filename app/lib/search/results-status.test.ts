import { describe, expect, it } from "vitest";
import { resultsStatus } from "./results-status";

describe("the search page's status line", () => {
  it("says how many pages were found, or that none was and where to look", () => {
    expect(resultsStatus(" nursery ", 2)).toBe("2 pages found for “nursery”");
    expect(resultsStatus("Penner", 1)).toBe("1 page found for “Penner”");
    expect(resultsStatus("kids", 16, 10)).toBe("16 pages found for “kids”; the 10 that answer best are listed");
    expect(resultsStatus("zzz", 0)).toBe("Nothing found for “zzz”. Try another word, or look in a part of the site:");
  });
});
