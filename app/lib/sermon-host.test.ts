import { describe, expect, it } from "vitest";
import { speakerUrl } from "./sermon-host";

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
