import { describe, expect, it } from "vitest";
import { feedWidgetId, readFeedFrameMessage } from "./feed-frame";

describe("the feed frame's messages", () => {
  it("reads the two messages the frame sends, a height rounded up and held to 2400 px", () => {
    expect(readFeedFrameMessage({ feed: "failed" })).toEqual({ feed: "failed" });
    expect(readFeedFrameMessage({ feed: "shown", height: 310.4 })).toEqual({ feed: "shown", height: 311 });
    expect(readFeedFrameMessage({ feed: "shown", height: 1e9 })).toEqual({ feed: "shown", height: 2400 });
  });

  it("reads nothing else", () => {
    for (const data of [
      null,
      "failed",
      { feed: "shown" },
      { feed: "shown", height: -1 },
      { feed: "shown", height: Number.NaN },
      { feed: "shown", height: "12px" },
      { feed: "gone" },
    ]) {
      expect(readFeedFrameMessage(data), JSON.stringify(data)).toBeUndefined();
    }
  });

  it("takes a widget id of letters, digits and dashes only", () => {
    expect(feedWidgetId.test("women-cedar-hollow")).toBe(true);
    expect(feedWidgetId.test("a b")).toBe(false);
    expect(feedWidgetId.test('x" onload="')).toBe(false);
    expect(feedWidgetId.test("")).toBe(false);
  });
});
