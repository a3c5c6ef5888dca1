import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moduleRoot, renderStatic } from "../../test-setup";
import { FlashBanner } from "./flash-banner";
import { flashBanner } from "./flash-banner.enhance";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("the flash banner's module", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => vi.useRealTimers());

  it("shows at the top, hides once scrolled away and shows again back at the top, checking at most every 300 ms", () => {
    flashBanner(
      moduleRoot(
        renderStatic(
          <FlashBanner
            content={[
              { type: "text", text: "Fall ministries begin. " },
              { type: "link", href: "/fall", children: [{ type: "text", text: "Sign up" }] },
            ]}
          />,
        ),
        "flash-banner",
      ),
    );
    const banner = screen.getByRole("region", { name: "Announcement" });
    expect(banner).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/fall");

    vi.advanceTimersByTime(300);
    scrollTo(400);
    expect(banner).not.toBeVisible();

    // Within the throttle window the return to the top is not seen yet; at its end it is.
    scrollTo(0);
    vi.advanceTimersByTime(100);
    expect(banner).not.toBeVisible();
    vi.advanceTimersByTime(200);
    expect(banner).toBeVisible();
  });

  it("renders nothing when there is no message", () => {
    const container = renderStatic(<FlashBanner content={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
