import { afterEach, describe, expect, it, vi } from "vitest";
import type { FeedFrameMessage } from "~/lib/feed-frame";
import { runFeedFrame } from "./social-feed.frame";

const provider = "https://feeds.example/platform.js";

/** Runs the frame's script in this document as if its address were /feed-frame#`fragment`. */
function run(fragment: string, script: string | null = provider, origin = "null") {
  const said: FeedFrameMessage[] = [];
  history.replaceState(null, "", `/feed-frame#${fragment}`);
  if (script) document.body.dataset.script = script;
  else delete document.body.dataset.script;
  // The frame's origin in its sandbox.
  runFeedFrame(document, (message) => said.push(message), undefined, origin);
  return said;
}
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe("the feed frame's script", () => {
  afterEach(() => {
    delete document.body.dataset.script;
    history.replaceState(null, "", "/");
  });

  it("lets no script in where its origin is the site's (opened on its own from a host that drops its policy)", () => {
    expect(run("women-cedar-hollow", provider, location.origin)).toEqual([{ feed: "failed" }]);
    expect(document.querySelector("script")).toBeNull();
  });

  it("puts the provider's placeholder for the feed its address names, and the provider's script", () => {
    run("women-cedar-hollow");
    expect(document.querySelector(".elfsight-app-women-cedar-hollow")).toHaveAttribute("data-elfsight-app-lazy", "");
    const script = document.querySelector("script")!;
    expect(script.src).toBe(provider);
    expect(script.async).toBe(true);
  });

  it("says the feed is drawn once the provider fills the placeholder, and not before", async () => {
    const said = run("women-cedar-hollow");
    await tick();
    expect(said).toEqual([]);
    document.querySelector(".elfsight-app-women-cedar-hollow")!.textContent = "Posts";
    await tick();
    expect(said).toEqual([{ feed: "shown", height: expect.any(Number) }]);
  });

  it("says the feed failed when the provider's script does not load", () => {
    const said = run("women-cedar-hollow");
    document.querySelector("script")!.dispatchEvent(new Event("error"));
    expect(said).toEqual([{ feed: "failed" }]);
  });

  it("says the feed failed when it is not drawn 8 seconds after it was asked for, and says it once", () => {
    vi.useFakeTimers();
    try {
      const said = run("women-cedar-hollow");
      vi.advanceTimersByTime(7999);
      expect(said).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(said).toEqual([{ feed: "failed" }]);
      document.querySelector("script")!.dispatchEvent(new Event("error"));
      expect(said).toEqual([{ feed: "failed" }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing more after 8 seconds of a feed it drew", async () => {
    vi.useFakeTimers();
    try {
      const said = run("women-cedar-hollow");
      document.querySelector(".elfsight-app-women-cedar-hollow")!.textContent = "Posts";
      await vi.advanceTimersByTimeAsync(8000);
      expect(said).toEqual([{ feed: "shown", height: expect.any(Number) }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads nothing for an address that names no feed, or a name that is not an id", () => {
    for (const fragment of ["", "a%20b", "x%22%20onload%3D%22", "%E0%A4%A"]) {
      expect(run(fragment), fragment).toEqual([{ feed: "failed" }]);
      expect(document.querySelector("script, div"), fragment).toBeNull();
    }
    expect(run("women-cedar-hollow", null)).toEqual([{ feed: "failed" }]);
  });
});
