// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../content/schema/site-config";
import { liveSchedule, liveTimes, meetsOn } from "./service-clock";
import { minutesOf, wallTime } from "./time-zone";
import { siteConfigFixture } from "../../tests/support/site-config-fixture";

/** The fixture's streamed services: Sundays 10:30-12:00, and 18:00-19:30 on the 3rd Sunday. */
const streamed = siteConfigFixture.serviceTimes;
const minute = (iso: string) => Date.parse(iso) / 60_000;

/** Whether a streamed service is on at a minute, read with Intl from the church's wall clock. */
const onAt = (at: number) => {
  const { date, minutes } = wallTime("America/New_York", at * 60_000);
  return streamed.some((s) => meetsOn(s, date) && minutesOf(s.start) <= minutes && minutes < minutesOf(s.end));
};

describe("the streamed services of the site settings", () => {
  it("are the services marked streamed, as the line names them, and nothing the line does not read", () => {
    const config: SiteConfig = {
      ...siteConfigFixture,
      serviceTimes: [
        { name: "Discipleship Hour", day: "Sunday", start: "09:30", end: "10:15" },
        ...siteConfigFixture.serviceTimes,
      ],
    };
    const schedule = liveSchedule(config, "2026-11-25");
    expect(Object.keys(schedule).sort()).toEqual(["meetings", "offsets", "services"]);
    expect(schedule.services).toEqual([
      { name: "Worship Service", starts: "Sunday 10:30 AM", ends: "12:00 PM" },
      { name: "Family Life Service", starts: "Sunday 6:00 PM", ends: "7:30 PM" },
    ]);
  });

  it("list each meeting as the service, the minutes since the one before began, and its length", () => {
    const { meetings } = liveSchedule(siteConfigFixture, "2026-11-25");
    // Sunday 29 November, 10:30 AM Eastern Standard Time; a week later; and so on.
    expect(meetings.slice(0, 9)).toEqual([0, minute("2026-11-29T15:30:00Z"), 90, 0, 7 * 1440, 90, 0, 7 * 1440, 90]);
    // The 3rd Sunday of December has the Family Life Service too, at 6 PM, 7.5 hours after the morning's.
    expect(meetings.slice(9, 15)).toEqual([0, 7 * 1440, 90, 1, 450, 90]);
    // Every start, added up, is a meeting's, as the header's moments have them.
    const starts: number[] = [];
    for (let i = 0, at = 0; i < meetings.length; i += 3) starts.push((at += meetings[i + 1]!));
    expect(starts).toEqual(liveTimes(siteConfigFixture, "2026-11-25").filter((_, i) => i % 2 === 0));
  });

  it("carry the zone's offsets from the day before the build's day for two years", () => {
    const { offsets } = liveSchedule(siteConfigFixture, "2026-11-25");
    // From midnight on 24 November 2026, Eastern Standard Time, to midnight on 25 November 2028.
    expect(offsets.changes[0]).toEqual([minute("2026-11-24T05:00:00Z"), -300, "EST"]);
    expect(offsets.until).toBe(minute("2028-11-24T05:00:00Z"));
    expect(offsets.changes.map(([, , name]) => name)).toEqual(["EST", "EDT", "EST", "EDT", "EST"]);
  });
});

describe("meetsOn", () => {
  it("finds a weekly service on its weekday", () => {
    expect(meetsOn({ day: "Sunday" }, "2026-11-29")).toBe(true);
    expect(meetsOn({ day: "Sunday" }, "2026-11-28")).toBe(false);
  });

  it("finds the 3rd Sunday only on the 15th to the 21st", () => {
    // November 2026: Sundays are the 1st, 8th, 15th, 22nd and 29th.
    const third = { day: "Sunday" as const, week: 3 };
    expect(
      ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22", "2026-11-29"].map((d) => meetsOn(third, d)),
    ).toEqual([false, false, true, false, false]);
    // A month that begins on a Sunday: its 3rd Sunday is the 15th; one that begins on a Monday: the 21st.
    expect(meetsOn(third, "2027-08-15")).toBe(true);
    expect(meetsOn(third, "2027-02-21")).toBe(true);
    expect(meetsOn(third, "2027-02-14")).toBe(false);
  });
});

describe("liveTimes", () => {
  const moments = liveTimes(siteConfigFixture, "2026-11-25");

  it("gives each streamed service's beginning and end, in the church's time zone, from the day before the build's", () => {
    expect(moments.slice(0, 6)).toEqual([
      minute("2026-11-29T15:30:00Z"), // Sunday 29 November, 10:30 AM Eastern Standard Time
      minute("2026-11-29T17:00:00Z"),
      minute("2026-12-06T15:30:00Z"),
      minute("2026-12-06T17:00:00Z"),
      minute("2026-12-13T15:30:00Z"),
      minute("2026-12-13T17:00:00Z"),
    ]);
    // The 3rd Sunday of December has the Family Life Service too, at 6 PM.
    expect(moments.slice(6, 10)).toEqual([
      minute("2026-12-20T15:30:00Z"),
      minute("2026-12-20T17:00:00Z"),
      minute("2026-12-20T23:00:00Z"),
      minute("2026-12-21T00:30:00Z"),
    ]);
    // 10:30 AM daylight time after the clocks go forward.
    expect(moments).toContain(minute("2027-03-14T14:30:00Z"));
  });

  it("agree with the church's wall clock, read with Intl, at every quarter hour of the two years", () => {
    for (let at = minute("2026-11-24T05:00:00Z"); at < moments.at(-1)!; at += 15) {
      const passed = moments.filter((moment) => moment <= at).length;
      expect(passed % 2 === 1, new Date(at * 60_000).toISOString()).toBe(onAt(at));
    }
    expect(new Date(moments.at(-1)! * 60_000).toISOString().slice(0, 4)).toBe("2028");
  });

  it("make services that meet back to back one stretch, so the moments only grow", () => {
    const config: SiteConfig = {
      ...siteConfigFixture,
      serviceTimes: [
        { name: "Early Service", day: "Sunday", start: "09:00", end: "10:30", streamed: true },
        { name: "Late Service", day: "Sunday", start: "10:30", end: "12:00", streamed: true },
      ],
    };
    const merged = liveTimes(config, "2026-11-25");
    expect(merged.slice(0, 2)).toEqual([minute("2026-11-29T14:00:00Z"), minute("2026-11-29T17:00:00Z")]);
    expect(merged.every((moment, i) => i === 0 || moment > merged[i - 1]!)).toBe(true);
  });

  it("are none when no service is streamed", () => {
    expect(liveTimes({ ...siteConfigFixture, serviceTimes: [] }, "2026-11-25")).toEqual([]);
  });
});
