import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStatic } from "../../test-setup";
import { FrameScripts } from "./frame-script";
import { SocialFeed } from "./social-feed";
import { startSocialFeeds } from "./social-feed.enhance";

const feed = (widgetId = "women-1") => (
  <SocialFeed
    widgetId={widgetId}
    title="Women on social media"
    profile={{ label: "Our page", url: "https://social.example/us" }}
  />
);
/** The feed as built, its script run (the page has loaded and painted in jsdom by now). */
const start = () => {
  const container = renderStatic(feed());
  startSocialFeeds(container);
  return container;
};
const frame = () => document.querySelector("iframe")!;
/** A message as the browser delivers it, from the window `source`. */
const say = (data: unknown, source: Window | null = frame().contentWindow) =>
  window.dispatchEvent(new MessageEvent("message", { data, source, origin: "null" }));
const unavailable = () => screen.queryByText(/The feed could not be loaded here/);

describe("the social feed", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps its frame inert in its room until started: lazy, sandboxed with an opaque origin, titled by its heading", () => {
    const container = renderStatic(feed("women 1"));
    expect(document.querySelector("iframe")).toBeNull();
    const kept = container.querySelector<HTMLTemplateElement>("[data-feed-box] > template")!.content;
    const frame = kept.querySelector("iframe")!;
    // The template's content lives in a document of its own, which jest-dom's matchers do not take.
    expect(
      Object.fromEntries(["src", "loading", "sandbox", "title"].map((name) => [name, frame.getAttribute(name)])),
    ).toEqual({
      src: "/feed-frame#women%201",
      loading: "lazy",
      sandbox: "allow-scripts allow-popups allow-popups-to-escape-sandbox",
      title: "Women on social media",
    });
    expect(screen.getByRole("link", { name: "Our page" })).toHaveAttribute("href", "https://social.example/us");
  });

  it("is followed by the feeds' script, and each feed is started once, whichever copy runs", () => {
    const container = renderStatic(
      <FrameScripts.Provider value={{ feed: "/* the feeds' script */" }}>
        {feed("a")}
        {feed("b")}
      </FrameScripts.Provider>,
    );
    const sections = container.querySelectorAll("section");
    for (const section of sections) {
      expect(section.lastElementChild!.tagName).toBe("SCRIPT");
      expect(section.lastElementChild).toHaveTextContent("the feeds' script");
      expect(section.dataset.feed).toBe("");
    }
    const listening = vi.spyOn(window, "addEventListener");
    startSocialFeeds(container);
    startSocialFeeds(container);
    expect(listening.mock.calls.filter(([type]) => type === "message")).toHaveLength(2);
    for (const section of sections) expect(section.dataset.feed).toBe("started");
    expect([...container.querySelectorAll("[data-feed-box] > iframe")].map((f) => f.getAttribute("src"))).toEqual([
      "/feed-frame#a",
      "/feed-frame#b",
    ]);
    listening.mockRestore();
  });

  it("puts its frame in the page only once the page has painted", () => {
    let paint!: () => void;
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(report: (list: Pick<PerformanceObserverEntryList, "getEntriesByName">) => void) {
        paint = () => report({ getEntriesByName: () => [{ name: "first-contentful-paint" } as PerformanceEntry] });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", Observer);
    const container = start();
    expect(document.querySelector("iframe")).toBeNull();
    paint();
    expect(container.querySelector("[data-feed-box]")!.children).toHaveLength(1);
    expect(frame()).toHaveAttribute("src", "/feed-frame#women-1");
  });

  it("makes the frame as tall as the feed it draws", () => {
    const container = start();
    say({ feed: "shown", height: 640.2 });
    expect(frame().style.height).toBe("641px");
    expect(container.querySelector("section")!.dataset.feed).toBe("shown");
    say({ feed: "shown", height: 99_999 });
    expect(frame().style.height).toBe("2400px");
    expect(unavailable()).toBeNull();
  });

  it("says so in the feed's box, with the ministry's own page, when the frame says the feed failed", () => {
    const container = start();
    say({ feed: "failed" });
    expect(frame()).not.toBeVisible();
    expect(container.querySelector("[data-feed-box]")).toContainElement(unavailable());
    expect(screen.getAllByRole("link", { name: "Our page" })).toHaveLength(2);
    // Said once: the frame is no longer listened to.
    say({ feed: "failed" });
    say({ feed: "shown", height: 300 });
    expect(screen.getAllByText(/The feed could not be loaded here/)).toHaveLength(1);
    expect(frame().style.height).toBe("");
  });

  it("listens to its own frame only, and to messages of the frame's shape only", () => {
    start();
    say({ feed: "failed" }, window);
    say({ feed: "shown", height: "100px; position: fixed" });
    say("failed");
    expect(frame()).toBeVisible();
    expect(unavailable()).toBeNull();
    expect(frame().style.height).toBe("");
  });
});
