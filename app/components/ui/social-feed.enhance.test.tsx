import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderStatic } from "../../test-setup";
import { SocialFeed } from "./social-feed";
import { socialFeed } from "./social-feed.enhance";

const src = "https://feeds.example/platform.js";
const feed = (widgetId: string) => (
  <SocialFeed
    script={src}
    widgetId={widgetId}
    title={`Feed ${widgetId}`}
    profile={{ label: "Our page", url: "https://social.example/us" }}
  />
);
const start = (...ids: string[]) => {
  const container = renderStatic(<>{ids.map((id) => feed(id))}</>);
  for (const element of container.querySelectorAll<HTMLElement>('[data-module="social-feed"]'))
    socialFeed(element, 8000);
  return container;
};
const scripts = () => [...document.scripts].filter((s) => s.src === src);
const messages = () => screen.queryAllByText(/The feed could not be loaded here/);

describe("the social feed's module", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    for (const script of scripts()) script.remove();
  });

  it("adds the provider's script once, however many feeds the page has", () => {
    start("one", "two");
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
  });

  it("says so in every feed's box, with the ministry's own page, when the script cannot load", () => {
    start("one", "two");
    scripts()[0]!.dispatchEvent(new Event("error"));
    expect(messages()).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: "Our page" })).toHaveLength(4);
  });

  it("says so when a feed has not appeared after 8 seconds, and leaves a feed that has", () => {
    const container = start("one", "two");
    container.querySelector(".elfsight-app-one")!.textContent = "Posts";
    vi.advanceTimersByTime(7999);
    expect(messages()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(messages()).toHaveLength(1);
    expect(container.querySelector(".elfsight-app-one")).toHaveTextContent("Posts");
    expect(container.querySelector(".elfsight-app-two")).toHaveTextContent(/could not be loaded/);
  });
});
