import { describe, expect, it } from "vitest";
import { clockLabel, longDate } from "./dates";

describe("dates", () => {
  it("writes a calendar date out in words", () => {
    expect(longDate("2019-05-12")).toBe("May 12, 2019");
  });

  it("reads 24-hour times as 12-hour ones", () => {
    expect(clockLabel("00:05")).toBe("12:05 AM");
    expect(clockLabel("12:00")).toBe("12:00 PM");
    expect(clockLabel("18:30")).toBe("6:30 PM");
  });
});
