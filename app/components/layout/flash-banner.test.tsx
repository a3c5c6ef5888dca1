import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlashBanner } from "./flash-banner";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("FlashBanner", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => vi.useRealTimers());

  it("shows at the top, hides once scrolled away and shows again back at the top, checking at most every 300 ms", () => {
    render(<FlashBanner html='Fall ministries begin. <a href="/fall">Sign up</a>' />);
    const banner = screen.getByRole("region", { name: "Announcement" });
    expect(banner).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/fall");

    act(() => vi.advanceTimersByTime(300));
    act(() => scrollTo(400));
    expect(banner).not.toBeVisible();

    // Within the throttle window the return to the top is not seen yet; at its end it is.
    act(() => scrollTo(0));
    act(() => vi.advanceTimersByTime(100));
    expect(banner).not.toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(banner).toBeVisible();
  });

  it("renders nothing when there is no message", () => {
    const { container } = render(<FlashBanner html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
