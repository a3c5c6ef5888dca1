import { describe, expect, it } from "vitest";
import { fromNoscript } from "./noscript";

describe("fromNoscript", () => {
  it("makes the element of a noscript's markup, outside the page", () => {
    const root = document.createElement("div");
    root.innerHTML = '<noscript><audio controls preload="none" src="https://media.example/a.mp3"></audio></noscript>';
    document.body.append(root);
    const audio = fromNoscript<HTMLAudioElement>(root, "audio");
    expect(audio).toBeInstanceOf(HTMLAudioElement);
    expect(audio).toHaveAttribute("src", "https://media.example/a.mp3");
    expect(audio?.isConnected).toBe(false);
    // Each call makes a new one from the markup, which stays as it was.
    expect(fromNoscript(root, "audio")).not.toBe(audio);
    expect(root.querySelector("noscript")?.innerHTML).toContain("a.mp3");
    root.remove();
  });

  it("is null without a noscript or without the element in it", () => {
    const root = document.createElement("div");
    expect(fromNoscript(root, "audio")).toBeNull();
    expect(fromNoscript(null, "audio")).toBeNull();
    root.innerHTML = "<noscript><p>Turn on JavaScript.</p></noscript>";
    expect(fromNoscript(root, "audio")).toBeNull();
  });
});
