import { describe, expect, it } from "vitest";
import { videoPageUrl } from "./video";

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
