import { describe, expect, it } from "vitest";
import { renderStatic } from "../../test-setup";
import { SocialFeed } from "./social-feed";
import { socialFeed } from "./social-feed.enhance";

const feed = (widgetId: string) => (
  <SocialFeed
    script="https://feeds.example/platform.js"
    widgetId={widgetId}
    title={`Feed ${widgetId}`}
    profile={{ label: "Our page", url: "https://social.example/us" }}
  />
);

describe("the social feed's module", () => {
  it("adds the provider's script once, however many feeds the page has", () => {
    const container = renderStatic(
      <>
        {feed("one")}
        {feed("two")}
      </>,
    );
    for (const element of container.querySelectorAll<HTMLElement>('[data-module="social-feed"]')) socialFeed(element);
    const scripts = [...document.scripts].filter((s) => s.src === "https://feeds.example/platform.js");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
  });
});
