import { describe, expect, it } from "vitest";
import { readSermonFeed } from "../../app/lib/sermons/sermon-feed";
import { videoFeed } from "./video-feed";

describe("videoFeed", () => {
  it("writes a channel's feed the sermon reader reads back: titles, days, pages and words, the channel no speaker", () => {
    const sermons = [
      {
        id: "a",
        title: "Grace & Peace <to you>",
        published: Date.parse("2026-11-15T17:00:00Z"),
        speaker: "Ann Lee",
        summary: ["First paragraph.", "Second, with “quotes”."],
      },
      { id: "b", title: "Finishing Well", published: Date.parse("2026-11-08T17:00:00Z"), summary: [] },
    ];
    const reading = readSermonFeed(videoFeed("St. Zoë's & Friends", sermons), "sermons.xml");
    expect(reading.ok && reading.sermons).toEqual([
      {
        id: "yt:video:v0000000000",
        title: "Grace & Peace <to you>",
        published: Date.parse("2026-11-15T17:00:00Z"),
        page: "https://www.youtube.com/watch?v=v0000000000",
        summary: ["First paragraph.", "Second, with “quotes”."],
      },
      {
        id: "yt:video:v0000000001",
        title: "Finishing Well",
        published: Date.parse("2026-11-08T17:00:00Z"),
        page: "https://www.youtube.com/watch?v=v0000000001",
        summary: [],
      },
    ]);
  });
});
