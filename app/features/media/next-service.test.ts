import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveSchedule } from "~/lib/service-clock";
import { siteConfigFixture } from "../../../tests/support/site-config-fixture";
import { nextService, nextServiceLine } from "./next-service";

/**
 * The fixture's streamed services, Sundays 10:30-12:00 and 18:00-19:30 on the 3rd Sunday, in New
 * York, as a page built on 20 October 2026 carries them: up to October 2028.
 */
const schedule = liveSchedule(siteConfigFixture, "2026-10-20");

/** The line as a paragraph, to read its text and its <time>. */
function line(iso: string, elsewhere = false): HTMLParagraphElement {
  const p = document.createElement("p");
  p.append(...nextServiceLine(schedule, Date.parse(iso), elsewhere));
  return p;
}
const text = (iso: string) => line(iso).textContent;
const live = (name: string, until: string) => `Live now: the ${name}, until ${until}.`;

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
    // On other Sundays, next week's morning service follows the morning's.
    expect(text("2026-11-22T17:30:00Z")).toBe("Next service: Sunday 10:30 AM, in 7 days (Worship Service).");
  });

  it("says the service is live, and until when, from its start up to, not including, its end", () => {
    const p = line("2026-11-29T16:00:00Z");
    expect(p.textContent).toBe(live("Worship Service", "12:00 PM"));
    expect(p.querySelector("time")).toHaveAttribute("datetime", "2026-11-29T12:00:00-05:00");
    // 29 November 2026 is on Eastern Standard Time (UTC-5).
    expect(text("2026-11-29T15:29:59Z")).toBe("Next service: Sunday 10:30 AM, in 1 minute (Worship Service).");
    expect(text("2026-11-29T15:30:00Z")).toBe(live("Worship Service", "12:00 PM"));
    expect(text("2026-11-29T16:59:00Z")).toBe(live("Worship Service", "12:00 PM"));
    // After it, the next is a week away; the same hour on a Saturday is no service.
    expect(text("2026-11-29T17:00:00Z")).toBe("Next service: Sunday 10:30 AM, in 7 days (Worship Service).");
    expect(text("2026-11-28T15:45:00Z")).toBe("Next service: Sunday 10:30 AM, tomorrow (Worship Service).");
  });

  it("has the Family Life Service on the 3rd Sunday evening only", () => {
    expect(text("2026-11-15T23:15:00Z")).toBe(live("Family Life Service", "7:30 PM")); // 6:15 PM, 15 November
    expect(text("2026-11-22T23:15:00Z")).toMatch(/^Next service: .*\(Worship Service\)\.$/); // the 4th Sunday
    expect(text("2026-11-08T23:15:00Z")).toMatch(/^Next service: .*\(Worship Service\)\.$/); // the 2nd Sunday
  });

  it("follows the church's clock on both sides of the change to standard time (1 November 2026)", () => {
    // The Sunday before, on daylight time: 10:30 is 14:30 UTC.
    expect(text("2026-10-25T14:30:00Z")).toBe(live("Worship Service", "12:00 PM"));
    expect(line("2026-10-25T14:30:00Z").querySelector("time")).toHaveAttribute("datetime", "2026-10-25T12:00:00-04:00");
    expect(text("2026-10-25T16:30:00Z")).toMatch(/^Next service: /);
    // The day of the change: clocks went back at 2 AM, so 10:30 is 15:30 UTC, and 14:30 UTC is 9:30.
    expect(text("2026-11-01T14:30:00Z")).toBe("Next service: Sunday 10:30 AM, in 60 minutes (Worship Service).");
    expect(text("2026-11-01T15:30:00Z")).toBe(live("Worship Service", "12:00 PM"));
    expect(text("2026-11-01T17:00:00Z")).toMatch(/^Next service: /);
  });

  it("follows the church's clock on both sides of the change to daylight time (14 March 2027)", () => {
    expect(text("2027-03-07T14:30:00Z")).toMatch(/^Next service: /);
    expect(text("2027-03-07T15:30:00Z")).toBe(live("Worship Service", "12:00 PM"));
    // The day of the change: clocks went forward at 2 AM, so 10:30 is 14:30 UTC, and 16:30 UTC is 12:30.
    expect(text("2027-03-14T14:30:00Z")).toBe(live("Worship Service", "12:00 PM"));
    expect(text("2027-03-14T16:00:00Z")).toMatch(/^Next service: /);
    // The 3rd Sunday of March 2027 is the 21st, after the change: 18:00 is 22:00 UTC.
    expect(text("2027-03-21T22:00:00Z")).toBe(live("Family Life Service", "7:30 PM"));
    expect(text("2027-03-21T23:29:00Z")).toBe(live("Family Life Service", "7:30 PM"));
    expect(text("2027-03-21T23:30:00Z")).toMatch(/^Next service: .*\(Worship Service\)\.$/);
  });

  it("starts on the new clock when the clocks change that night", () => {
    // Saturday evening before the change to standard time: Sunday's 10:30 is 15:30 UTC, not 14:30.
    expect(line("2026-10-31T23:00:00Z").querySelector("time")).toHaveAttribute("datetime", "2026-11-01T10:30:00-05:00");
    // 1:00 AM summer time on 1 November 2026 to 10:30 AM standard time is 10.5 hours, not 9.5.
    expect(text("2026-11-01T05:00:00Z")).toBe("Next service: Sunday 10:30 AM, in 11 hours (Worship Service).");
    // Saturday evening before the change to daylight time: Sunday's 10:30 is 14:30 UTC.
    expect(line("2027-03-13T23:00:00Z").querySelector("time")).toHaveAttribute("datetime", "2027-03-14T10:30:00-04:00");
  });

  it("counts days on the church's calendar, then hours, then minutes on the day", () => {
    const until = (iso: string) =>
      text(iso).replace(/^Next service: Sunday 10:30 AM, (.*) \(Worship Service\)\.$/, "$1");
    expect(until("2026-11-24T17:00:00Z")).toBe("in 5 days"); // Tuesday
    expect(until("2026-11-29T04:30:00Z")).toBe("tomorrow"); // 11:30 PM on Saturday
    expect(until("2026-11-29T11:00:00Z")).toBe("in 5 hours"); // 6:00 AM
    expect(until("2026-11-29T13:30:00Z")).toBe("in 2 hours"); // 8:30 AM
    expect(until("2026-11-29T13:45:00Z")).toBe("in 105 minutes");
    expect(until("2026-11-29T15:29:00Z")).toBe("in 1 minute");
  });

  it("tells a visitor in another time zone which zone the time is in", () => {
    expect(line("2026-11-27T17:00:00Z", true).textContent).toBe(
      "Next service: Sunday 10:30 AM EST, in 2 days (Worship Service).",
    );
    expect(line("2027-03-21T17:00:00Z", true).textContent).toMatch(/^Next service: Sunday 6:00 PM EDT, /);
  });

  it("is nothing when no service is streamed, or past the timetable's end, so the page's text stays", () => {
    const none = liveSchedule({ ...siteConfigFixture, serviceTimes: [] }, "2026-10-20");
    expect(nextServiceLine(none, Date.parse("2026-11-27T17:00:00Z"), false)).toEqual([]);
    // The page built on 20 October 2026 knows the meetings up to October 2028.
    expect(text("2028-10-15T12:00:00Z")).toMatch(/^Next service: /);
    expect(nextServiceLine(schedule, Date.parse("2028-10-25T12:00:00Z"), false)).toEqual([]);
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

  it("says again what it was built with once past the timetable's end", () => {
    vi.setSystemTime(new Date("2028-10-15T15:00:00Z")); // 11 AM, the last Sunday the page knows
    const p = document.createElement("p");
    p.dataset.schedule = JSON.stringify(schedule);
    p.textContent = "Times are Eastern Time.";
    nextService(p);
    expect(p.textContent).toBe("Live now: the Worship Service, until 12:00 PM.");
    vi.advanceTimersByTime(7 * 24 * 60 * 60_000);
    expect(p.textContent).toBe("Times are Eastern Time.");
  });

  it("leaves the built text when nothing is streamed", () => {
    const p = document.createElement("p");
    p.dataset.schedule = JSON.stringify(liveSchedule({ ...siteConfigFixture, serviceTimes: [] }, "2026-10-20"));
    p.textContent = "Times are Eastern Time.";
    nextService(p);
    expect(p.textContent).toBe("Times are Eastern Time.");
  });
});
