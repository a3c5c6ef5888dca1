import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveSchedule } from "~/lib/service-clock";
import { nextService, nextServiceLine } from "./next-service";

const schedule: LiveSchedule = {
  timeZone: "America/New_York",
  services: [
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00" },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" },
  ],
};

/** The line as a paragraph, to read its text and its <time>. */
function line(iso: string, elsewhere = false): HTMLParagraphElement {
  const p = document.createElement("p");
  p.append(...nextServiceLine(schedule, Date.parse(iso), elsewhere));
  return p;
}

describe("the live stream page's next service", () => {
  it("says when the next service starts, with a machine-readable <time>", () => {
    const p = line("2026-11-27T17:00:00Z"); // Friday noon
    expect(p.textContent).toBe("Next service: Sunday 10:30 AM, in 2 days (Worship Service).");
    expect(p.querySelector("time")).toHaveAttribute("datetime", "2026-11-29T10:30:00-05:00");
  });

  it("names the monthly service when it comes next, on daylight time", () => {
    // Sunday 21 March 2027, 1:00 PM: the 3rd Sunday, after the change to daylight time.
    const p = line("2027-03-21T17:00:00Z");
    expect(p.textContent).toBe("Next service: Sunday 6:00 PM, in 5 hours (Family Life Service).");
    expect(p.querySelector("time")).toHaveAttribute("datetime", "2027-03-21T18:00:00-04:00");
  });

  it("says the service is live, and until when, while it is on", () => {
    const p = line("2026-11-29T16:00:00Z");
    expect(p.textContent).toBe("Live now: the Worship Service, until 12:00 PM.");
    expect(p.querySelector("time")).toHaveAttribute("datetime", "2026-11-29T12:00:00-05:00");
  });

  it("tells a visitor in another time zone which zone the time is in", () => {
    expect(line("2026-11-27T17:00:00Z", true).textContent).toBe(
      "Next service: Sunday 10:30 AM EST, in 2 days (Worship Service).",
    );
  });

  it("is nothing when no service is streamed, so the page's text stays", () => {
    expect(nextServiceLine({ ...schedule, services: [] }, Date.now(), false)).toEqual([]);
  });
});

describe("the next-service module", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("replaces the built text and counts down each minute", () => {
    vi.setSystemTime(new Date("2026-11-29T15:27:00Z")); // 10:27 AM
    const p = document.createElement("p");
    p.dataset.schedule = JSON.stringify(schedule);
    p.textContent = "Times are Eastern Time.";
    document.body.append(p);
    nextService(p);
    expect(p.textContent).toMatch(/^Next service: Sunday 10:30 AM( EST)?, in 3 minutes \(Worship Service\)\.$/);
    vi.advanceTimersByTime(60_000);
    expect(p.textContent).toMatch(/, in 2 minutes /);
    vi.advanceTimersByTime(2 * 60_000);
    expect(p.textContent).toBe("Live now: the Worship Service, until 12:00 PM.");
  });

  it("leaves the built text when nothing is streamed", () => {
    const p = document.createElement("p");
    p.dataset.schedule = JSON.stringify({ ...schedule, services: [] });
    p.textContent = "Times are Eastern Time.";
    nextService(p);
    expect(p.textContent).toBe("Times are Eastern Time.");
  });
});
