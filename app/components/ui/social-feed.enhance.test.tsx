import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OffScreen, OnScreen, renderStatic } from "../../test-setup";
import { SocialFeed } from "./social-feed";
import { socialFeed } from "./social-feed.enhance";

/** The feed as built, its module started and its room come near the screen. */
const start = async () => {
  const container = renderStatic(
    <SocialFeed
      widgetId="women-1"
      title="Women on social media"
      profile={{ label: "Our page", url: "https://social.example/us" }}
    />,
  );
  socialFeed(container.querySelector<HTMLElement>('[data-module="social-feed"]')!, 8000);
  await Promise.resolve();
  return container;
};
const frame = () => document.querySelector("iframe");
/** A message as the browser delivers it, from the window `source`. */
const say = (data: unknown, source: Window | null = frame()!.contentWindow) =>
  window.dispatchEvent(new MessageEvent("message", { data, source, origin: "null" }));
const unavailable = () => screen.queryByText(/The feed could not be loaded here/);

describe("the social feed's module", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", OnScreen);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks the provider for nothing while its room is far down the page, nor says it failed", async () => {
    vi.stubGlobal("IntersectionObserver", OffScreen);
    const container = await start();
    vi.advanceTimersByTime(60_000);
    expect(frame()).toBeNull();
    expect(unavailable()).toBeNull();
    expect(container.querySelector("[data-feed-box]")).toBeEmptyDOMElement();
  });

  it("frames the feed in a lazy sandbox with an opaque origin, titled by the feed's heading", async () => {
    await start();
    expect(frame()).toHaveAttribute("src", "/feed-frame#women-1");
    expect(frame()).toHaveAttribute("loading", "lazy");
    expect(frame()!.getAttribute("sandbox")).toBe("allow-scripts allow-popups allow-popups-to-escape-sandbox");
    expect(frame()).toHaveAttribute("title", "Women on social media");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("makes the frame as tall as the feed it draws, and keeps it after 8 seconds", async () => {
    await start();
    say({ feed: "shown", height: 640.2 });
    expect(frame()!.style.height).toBe("641px");
    say({ feed: "shown", height: 99_999 });
    expect(frame()!.style.height).toBe("2400px");
    vi.advanceTimersByTime(8000);
    expect(frame()).not.toBeNull();
    expect(unavailable()).toBeNull();
  });

  it("says so in the feed's box, with the ministry's own page, when the frame says the feed failed", async () => {
    const container = await start();
    say({ feed: "failed" });
    expect(frame()).toBeNull();
    expect(container.querySelector("[data-feed-box]")).toContainElement(unavailable());
    expect(screen.getAllByRole("link", { name: "Our page" })).toHaveLength(2);
  });

  it("says so when the feed has not appeared after 8 seconds", async () => {
    await start();
    vi.advanceTimersByTime(7999);
    expect(unavailable()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(unavailable()).not.toBeNull();
    expect(frame()).toBeNull();
  });

  it("listens to its own frame only, and to messages of the frame's shape only", async () => {
    await start();
    say({ feed: "failed" }, window);
    say({ feed: "shown", height: "100px; position: fixed" });
    say("failed");
    expect(frame()).not.toBeNull();
    expect(frame()!.style.height).toBe("");
  });
});
