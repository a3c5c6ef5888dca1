import { describe, expect, it } from "vitest";
import { thirdPartyOrigins, videoUrlsIn } from "./third-party-origins";

const links = { map: { embed: "https://www.openstreetmap.org/export/embed.html" } };

describe("thirdPartyOrigins", () => {
  it("frames the content's video players beside the settings' services, each origin once", () => {
    const videos = videoUrlsIn({
      conference: { videoUrl: "https://player.vimeo.com/video/1" },
      cards: [{ videoUrl: "https://player.vimeo.com/video/2" }, { title: "No video" }],
      fall: { mainVideoUrl: "https://www.youtube-nocookie.com/embed/abc" },
      notes: ["https://elsewhere.example.org/videoUrl"],
    });
    expect(videos).toEqual([
      "https://player.vimeo.com/video/1",
      "https://player.vimeo.com/video/2",
      "https://www.youtube-nocookie.com/embed/abc",
    ]);
    expect(thirdPartyOrigins(links, [], videos).frames).toEqual([
      "https://player.vimeo.com",
      "https://www.openstreetmap.org",
      "https://www.youtube-nocookie.com",
    ]);
  });

  it("frames no video player a church's content does not show", () => {
    expect(thirdPartyOrigins(links).frames).toEqual(["https://www.openstreetmap.org"]);
  });

  it("allows only an origin a policy can carry, whatever address it is given", () => {
    const media = [
      "https://media.example.org/a.mp3",
      "https://media.evil.example;sandbox/x.mp3",
      'https://a"b.example/x',
    ];
    expect(thirdPartyOrigins({}, media).media).toEqual(["https://media.example.org"]);
  });
});
