import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ResponsiveImage } from "~/lib/images";
import { Carousel } from "./carousel";

const image: ResponsiveImage = {
  width: 2500,
  height: 1042,
  avif: "/a.avif 2500w",
  webp: "/a.webp 2500w",
  fallback: "/a.jpg",
};
const slides = [
  { href: "/fall", alt: "Autumn leaves", heading: "Fall Ministries", image },
  { href: "/livestream", alt: "A church", heading: "Worship Live", image },
  { href: "/missions_conference", alt: "A globe", heading: "Missions", image },
];

const renderCarousel = () =>
  render(<Carousel id="featured" slides={slides} label="Featured" timeZone="America/New_York" today="2026-08-20" />);
const currentIndicator = () =>
  screen.getAllByRole("button", { name: /^Slide/ }).find((b) => b.getAttribute("aria-current") === "true");

describe("Carousel", () => {
  it("shows 3 linked banners, the first loaded eagerly", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: "Featured" })).toHaveAttribute("aria-roledescription", "carousel");
    const links = screen.getAllByRole("group").map((slide) => within(slide).getByRole("link"));
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/fall", "/livestream", "/missions_conference"]);
    // The links that stand in for the indicators without JavaScript lead to the slides.
    for (const [i, link] of screen.getAllByRole("link", { name: /^Slide \d/ }).entries()) {
      expect(document.querySelector(link.getAttribute("href")!)).toBe(screen.getAllByRole("group")[i]);
    }
    const images = screen.getAllByRole("img");
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
  });

  it("loads the first three banners shown with the page and the rest, and any not yet begun, lazily", () => {
    const later = { href: "/women", alt: "A table", heading: "Women's Retreat", image, showFrom: "2026-09-01" };
    const more = [slides[0]!, later, slides[1]!, slides[2]!, { ...slides[0]!, href: "/visit", heading: "Visit" }];
    render(<Carousel id="featured" slides={more} label="Featured" timeZone="America/New_York" today="2026-08-20" />);
    const images = document.querySelectorAll("img");
    // The second and third shown are one and two screens over, within a phone's lazy-load distance.
    expect([...images].map((img) => `${img.getAttribute("loading")} ${img.getAttribute("fetchpriority")}`)).toEqual([
      "eager high",
      "lazy auto",
      "eager low",
      "eager low",
      "lazy auto",
    ]);
  });

  it("moves with next and previous, wrapping at both ends", async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(currentIndicator()).toHaveAccessibleName("Slide 1: Fall Ministries");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentIndicator()).toHaveAccessibleName("Slide 2: Worship Live");
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentIndicator()).toHaveAccessibleName("Slide 3: Missions");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentIndicator()).toHaveAccessibleName("Slide 1: Fall Ministries");
  });

  it("jumps to a slide from its indicator and keeps only that slide reachable", async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Slide 3: Missions" }));
    expect(currentIndicator()).toHaveAccessibleName("Slide 3: Missions");
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups.map((g) => g.hasAttribute("inert"))).toEqual([true, true, false]);
  });
});

describe("Carousel after a swipe", () => {
  it("follows the strip once scrolling settles, not while it moves", async () => {
    renderCarousel();
    const track = document.querySelector<HTMLElement>('[aria-live="polite"]')!;
    Object.defineProperty(track, "clientWidth", { value: 400, configurable: true });
    track.scrollLeft = 398;
    fireEvent.scroll(track);
    track.scrollLeft = 800;
    fireEvent.scroll(track);
    expect(currentIndicator()).toHaveAccessibleName("Slide 1: Fall Ministries");
    await waitFor(() => expect(currentIndicator()).toHaveAccessibleName("Slide 3: Missions"));
  });
});

describe("Carousel after a button", () => {
  it("keeps the slide last asked for when an earlier scroll comes to rest elsewhere, until the visitor swipes", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const track = document.querySelector<HTMLElement>('[aria-live="polite"]')!;
    Object.defineProperty(track, "clientWidth", { value: 400, configurable: true });
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    track.scrollLeft = 800;
    fireEvent.scroll(track);
    await new Promise((r) => setTimeout(r, 200));
    expect(currentIndicator()).toHaveAccessibleName("Slide 2: Worship Live");

    fireEvent.pointerDown(track);
    fireEvent.scroll(track);
    await waitFor(() => expect(currentIndicator()).toHaveAccessibleName("Slide 3: Missions"));
  });

  it("counts out a banner whose last day passed after the page was built", async () => {
    const user = userEvent.setup();
    const dated = [slides[0]!, { ...slides[1]!, showUntil: "2026-09-01" }, slides[2]!];
    // 2 September in Pennsylvania: the second banner has ended.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-09-02T16:00:00Z") });
    try {
      render(<Carousel id="featured" slides={dated} label="Featured" timeZone="America/New_York" today="2026-09-01" />);
      const groups = screen.getAllByRole("group", { hidden: true });
      expect(groups[1]).toHaveAttribute("data-show-until", "2026-09-01");
      await waitFor(() => expect(groups[2]).toHaveAccessibleName("2 of 2"));
      expect(screen.getByRole("button", { name: "Slide 2: Missions" })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Next slide" }));
      expect(currentIndicator()).toHaveAccessibleName("Slide 2: Missions");
      await user.click(screen.getByRole("button", { name: "Next slide" }));
      expect(currentIndicator()).toHaveAccessibleName("Slide 1: Fall Ministries");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders a banner yet to begin hidden, and counts it in from its first day", async () => {
    const dated = [
      { ...slides[0]!, showUntil: "2026-12-24" },
      { ...slides[1]!, heading: "New Year", showFrom: "2026-12-25" },
      slides[1]!,
      slides[2]!,
    ];
    const renderOn = (now: string) => {
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
      return render(
        <Carousel id="featured" slides={dated} label="Featured" timeZone="America/New_York" today="2026-12-20" />,
      );
    };
    try {
      // Built on 20 December and seen on the 21st: the new year's banner waits, hidden.
      const before = renderOn("2026-12-21T16:00:00Z");
      const groups = before.container.querySelectorAll<HTMLElement>("[aria-roledescription=slide]");
      expect(groups[1]).toHaveAttribute("hidden");
      expect(groups[1]).toHaveAttribute("data-show-from", "2026-12-25");
      await waitFor(() => expect(groups[3]).toHaveAccessibleName("3 of 3"));
      expect(screen.queryByRole("button", { name: /New Year/ })).toBeNull();
      before.unmount();
      vi.useRealTimers();
      // Seen on the 25th: the Advent banner has gone and the new year's is the first of three.
      renderOn("2026-12-25T16:00:00Z");
      await waitFor(() => expect(currentIndicator()).toHaveAccessibleName("Slide 1: New Year"));
      expect(screen.getAllByRole("group", { hidden: true })[3]).toHaveAccessibleName("3 of 3");
    } finally {
      vi.useRealTimers();
    }
  });
});
