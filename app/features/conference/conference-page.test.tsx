import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConferenceData } from "./conference-data.server";
import { ConferencePage } from "./conference-page";

/** A conference ending on 18 October 2027, as its route hands it over when built on `today`. */
function conference(today: string): ConferenceData {
  return {
    name: "Missions Conference 2027",
    theme: "Let the Nations Be Glad",
    description: "Each October.",
    videoUrl: "https://www.youtube-nocookie.com/embed/x",
    register: { label: "Register for the conference", href: "https://c.example.org/r" },
    season: { showUntil: "2027-10-18" },
    past: today > "2027-10-18",
    ended: today.startsWith("2027") ? "October 18" : "October 18, 2027",
    afterwards: {
      recordings: { label: "Hear the conference messages", href: "/attendees_sermons" },
      next: "October 15 and 16, 2028",
    },
    today,
    zone: "Pacific Time",
    calendarHref: "/calendar/conference.ics",
    speakers: [],
    sessionCount: 0,
    days: [],
  };
}

describe("ConferencePage", () => {
  it("built before the conference: the Register button goes after its last day, the notice that it is over waits", () => {
    const { container } = render(<ConferencePage conference={conference("2026-08-20")} />);
    const register = screen.getByRole("link", { name: "Register for the conference" });
    expect(register.closest("[data-show-until]")).toHaveAttribute("data-show-until", "2027-10-18");
    const over = container.querySelector("[data-show-from]")!;
    expect(over).toHaveAttribute("data-show-from", "2027-10-19");
    expect(over).not.toBeVisible();
  });

  it("built after it: shows it as past, with the recordings and next year's dates, and no Register button", () => {
    render(<ConferencePage conference={conference("2027-11-01")} />);
    expect(screen.queryByRole("link", { name: "Register for the conference" })).toBeNull();
    expect(screen.getByText(/The conference is over\./)).toBeVisible();
    expect(screen.getByText(/It ended on October 18; .* Next conference: October 15 and 16, 2028\./)).toBeVisible();
    expect(screen.getByRole("link", { name: "Hear the conference messages" })).toHaveAttribute(
      "href",
      "/attendees_sermons",
    );
  });

  it("writes the schedule in the church's time zone and leaves out the speakers and the video it does not have", () => {
    render(<ConferencePage conference={{ ...conference("2026-08-20"), videoUrl: undefined }} />);
    expect(screen.getByText("No days, no sessions. All times are Pacific Time.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Our speakers" })).toBeNull();
    expect(screen.queryByTitle(/^Video:/)).toBeNull();
  });

  it("loads the first two speakers' portraits with the page, at low priority, and the others when scrolled near", () => {
    const image = { width: 800, height: 800, avif: "p.avif 320w", webp: "p.webp 320w", fallback: "/p.jpg" };
    const speakers = ["Ann", "Ben", "Cal"].map((name, order) => ({
      name,
      order,
      role: "Speaker",
      bio: [`${name} preaches.`],
      image,
    }));
    render(<ConferencePage conference={{ ...conference("2026-08-20"), speakers }} />);
    const portraits = ["Ann", "Ben", "Cal"].map((name) => screen.getByAltText(`Portrait of ${name}`));
    expect(portraits.map((img) => `${img.getAttribute("loading")} ${img.getAttribute("fetchpriority")}`)).toEqual([
      "eager low",
      "eager low",
      "lazy auto",
    ]);
  });
});
