import { describe, expect, it } from "vitest";
import { isVideoFeed, sermonSourceName, speakerUrl, subscribeLinks } from "./sermon-host";

describe("speakerUrl", () => {
  it("puts the speaker's name into the address, encoded", () => {
    expect(speakerUrl("https://host.example/speaker/{speaker}/", "Tom Whitfield")).toBe(
      "https://host.example/speaker/Tom%20Whitfield/",
    );
    expect(speakerUrl("https://host.example/?s={speaker}", "Dr. O'Neil & Sons")).toBe(
      "https://host.example/?s=Dr.%20O'Neil%20%26%20Sons",
    );
  });
});

describe("sermonSourceName", () => {
  const host = { name: "SermonAudio", archive: "https://www.sermonaudio.com/alder" };
  it("is the sermon host's name, else YouTube or the podcast host's domain", () => {
    expect(sermonSourceName(host, "https://www.buzzsprout.com/1/2")).toBe("SermonAudio");
    expect(sermonSourceName(undefined, "https://www.youtube.com/watch?v=a1B2c3D4e5F")).toBe("YouTube");
    expect(sermonSourceName(undefined, "https://youtu.be/a1B2c3D4e5F")).toBe("YouTube");
    expect(sermonSourceName(undefined, "https://www.buzzsprout.com/1234/5678")).toBe("buzzsprout.com");
    expect(sermonSourceName(undefined, undefined)).toBe("the podcast");
  });
});

describe("subscribeLinks", () => {
  const feed = "https://feeds.buzzsprout.com/1234.rss";
  it("offers Apple Podcasts, Spotify and the feed, each only where the church has it", () => {
    expect(
      subscribeLinks(
        { applePodcasts: "https://podcasts.apple.com/us/podcast/id1", spotify: "https://open.spotify.com/show/1" },
        feed,
      ),
    ).toEqual([
      { label: "Apple Podcasts", href: "https://podcasts.apple.com/us/podcast/id1" },
      { label: "Spotify", href: "https://open.spotify.com/show/1" },
      { label: "RSS feed", href: feed },
    ]);
    expect(subscribeLinks(undefined, feed)).toEqual([{ label: "RSS feed", href: feed }]);
    expect(subscribeLinks({ rss: "https://example.org/podcast.xml" }, feed)).toEqual([
      { label: "RSS feed", href: "https://example.org/podcast.xml" },
    ]);
    expect(subscribeLinks(undefined, undefined)).toEqual([]);
  });

  it("offers no podcast feed for a video channel's feed", () => {
    const channel = "https://www.youtube.com/feeds/videos.xml?channel_id=UC123";
    expect(isVideoFeed(channel)).toBe(true);
    expect(subscribeLinks(undefined, channel)).toEqual([]);
  });
});
