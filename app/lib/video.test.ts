import { describe, expect, it } from "vitest";
import { videoHost, videoPageUrl } from "./video";

describe("videoPageUrl", () => {
  it("turns a privacy-enhanced embed into the video's watch page", () => {
    expect(videoPageUrl("https://www.youtube-nocookie.com/embed/dQ9x_Ab-12c?rel=0")).toBe(
      "https://www.youtube.com/watch?v=dQ9x_Ab-12c",
    );
  });

  it("leaves other addresses alone", () => {
    expect(videoPageUrl("https://player.vimeo.com/video/123")).toBe("https://player.vimeo.com/video/123");
    expect(videoPageUrl("https://www.youtube-nocookie.com/embed/live_stream?channel=X")).toBe(
      "https://www.youtube-nocookie.com/embed/live_stream?channel=X",
    );
  });
});

describe("videoHost", () => {
  it("names a known service as visitors know it, and any other by its address", () => {
    expect(videoHost("https://www.youtube-nocookie.com/embed/live_stream?channel=X")).toBe("YouTube");
    expect(videoHost("https://www.youtube.com/@cedarhollow")).toBe("YouTube");
    expect(videoHost("https://player.vimeo.com/video/123")).toBe("Vimeo");
    expect(videoHost("https://www.boxcast.tv/channel/abc")).toBe("boxcast.tv");
  });
});
