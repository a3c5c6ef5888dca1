// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../content/schema/site-config";
import {
  liveSchedule,
  liveTimes,
  meetsOn,
  nextService,
  serviceOn,
  serviceWhenLabel,
  untilLabel,
  type LiveSchedule,
} from "./service-clock";
import { siteConfigFixture } from "../../tests/support/site-config-fixture";

/** The fixture's streamed services: Sundays 10:30-12:00, and 18:00-19:30 on the 3rd Sunday. */
const schedule: LiveSchedule = {
  timeZone: "America/New_York",
  services: [
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00" },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" },
  ],
};
const at = (iso: string) => Date.parse(iso);
const onAt = (iso: string) => serviceOn(schedule, at(iso))?.name;
const nextAt = (iso: string) => {
  const next = nextService(schedule, at(iso))!;
  return { name: next.service.name, date: next.date, start: new Date(next.start).toISOString() };
};

describe("the streamed services of the site settings", () => {
  it("are the services marked streamed, with the church's time zone, and nothing the page script does not read", () => {
    const config: SiteConfig = {
      ...siteConfigFixture,
      serviceTimes: [
        { name: "Discipleship Hour", day: "Sunday", start: "09:30", end: "10:15" },
        ...siteConfigFixture.serviceTimes,
      ],
    };
    expect(liveSchedule(config, "2026-11-25")).toEqual({ ...schedule, offsets: expect.any(Object) });
  });

  it("carry the zone's offsets from the day before the build's day for two years, for the page script", () => {
    const { offsets } = liveSchedule(siteConfigFixture, "2026-11-25");
    const minute = (iso: string) => Date.parse(iso) / 60_000;
    // From midnight on 24 November 2026, Eastern Standard Time, to midnight on 25 November 2028.
    expect(offsets!.changes[0]).toEqual([minute("2026-11-24T05:00:00Z"), -300, "EST"]);
    expect(offsets!.until).toBe(minute("2028-11-24T05:00:00Z"));
    expect(offsets!.changes.map(([, , name]) => name)).toEqual(["EST", "EDT", "EST", "EDT", "EST"]);
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

describe("serviceOn: is a service on now?", () => {
  it("is the Worship Service from 10:30 up to, not including, 12:00 church time", () => {
    // 29 November 2026 is on Eastern Standard Time (UTC-5).
    expect(onAt("2026-11-29T15:29:59Z")).toBeUndefined();
    expect(onAt("2026-11-29T15:30:00Z")).toBe("Worship Service");
    expect(onAt("2026-11-29T16:59:00Z")).toBe("Worship Service");
    expect(onAt("2026-11-29T17:00:00Z")).toBeUndefined();
    // The same hour on a Saturday is not a service.
    expect(onAt("2026-11-28T15:45:00Z")).toBeUndefined();
  });

  it("follows the church's clock on both sides of the change to standard time (1 November 2026)", () => {
    // The Sunday before, on daylight time: 10:30 is 14:30 UTC.
    expect(onAt("2026-10-25T14:30:00Z")).toBe("Worship Service");
    expect(onAt("2026-10-25T16:30:00Z")).toBeUndefined();
    // The day of the change: clocks went back at 2 AM, so 10:30 is 15:30 UTC, and 14:30 UTC is 9:30.
    expect(onAt("2026-11-01T14:30:00Z")).toBeUndefined();
    expect(onAt("2026-11-01T15:30:00Z")).toBe("Worship Service");
    expect(onAt("2026-11-01T16:30:00Z")).toBe("Worship Service");
    expect(onAt("2026-11-01T17:00:00Z")).toBeUndefined();
  });

  it("follows the church's clock on both sides of the change to daylight time (14 March 2027)", () => {
    // The Sunday before, on standard time: 10:30 is 15:30 UTC.
    expect(onAt("2027-03-07T14:30:00Z")).toBeUndefined();
    expect(onAt("2027-03-07T15:30:00Z")).toBe("Worship Service");
    // The day of the change: clocks went forward at 2 AM, so 10:30 is 14:30 UTC, and 16:30 UTC is 12:30.
    expect(onAt("2027-03-14T14:30:00Z")).toBe("Worship Service");
    expect(onAt("2027-03-14T16:00:00Z")).toBeUndefined();
    // The 3rd Sunday of March 2027 is the 21st, after the change: 18:00 is 22:00 UTC.
    expect(onAt("2027-03-21T22:00:00Z")).toBe("Family Life Service");
    expect(onAt("2027-03-21T23:29:00Z")).toBe("Family Life Service");
    expect(onAt("2027-03-21T23:30:00Z")).toBeUndefined();
  });

  it("has the Family Life Service on the 3rd Sunday evening only", () => {
    expect(onAt("2026-11-15T23:15:00Z")).toBe("Family Life Service"); // 6:15 PM on 15 November
    expect(onAt("2026-11-22T23:15:00Z")).toBeUndefined(); // the 4th Sunday
    expect(onAt("2026-11-08T23:15:00Z")).toBeUndefined(); // the 2nd Sunday
  });
});

describe("nextService", () => {
  it("is Sunday's Worship Service from a weekday", () => {
    expect(nextAt("2026-11-27T17:00:00Z")).toEqual({
      name: "Worship Service",
      date: "2026-11-29",
      start: "2026-11-29T15:30:00.000Z",
    });
  });

  it("is the Family Life Service after the morning on a 3rd Sunday, and next week's on other Sundays", () => {
    expect(nextAt("2026-11-15T17:30:00Z").name).toBe("Family Life Service");
    expect(nextAt("2026-11-15T17:30:00Z").start).toBe("2026-11-15T23:00:00.000Z");
    expect(nextAt("2026-11-22T17:30:00Z")).toMatchObject({ name: "Worship Service", date: "2026-11-29" });
  });

  it("is the next one while a service is on, never the one under way", () => {
    expect(nextAt("2026-11-29T16:00:00Z")).toMatchObject({ name: "Worship Service", date: "2026-12-06" });
  });

  it("starts on the new clock when the clocks change that night", () => {
    // Saturday evening before the change to standard time: Sunday's 10:30 is 15:30 UTC, not 14:30.
    expect(nextAt("2026-10-31T23:00:00Z").start).toBe("2026-11-01T15:30:00.000Z");
    // Saturday evening before the change to daylight time: Sunday's 10:30 is 14:30 UTC.
    expect(nextAt("2027-03-13T23:00:00Z").start).toBe("2027-03-14T14:30:00.000Z");
  });

  it("finds a 5th-Sunday service months away, and none for an empty list", () => {
    const fifth: LiveSchedule = {
      timeZone: "America/New_York",
      services: [{ name: "Hymn Sing", day: "Sunday", week: 5, start: "18:00", end: "19:00" }],
    };
    // After 29 November 2026, the next month with five Sundays is January 2027 (the 31st).
    expect(nextService(fifth, at("2026-11-30T12:00:00Z"))?.date).toBe("2027-01-31");
    expect(nextService({ ...schedule, services: [] }, at("2026-11-30T12:00:00Z"))).toBeUndefined();
  });
});

describe("how long until the next service", () => {
  const until = (iso: string) => untilLabel(schedule, nextService(schedule, at(iso))!, at(iso));

  it("counts days on the church's calendar", () => {
    expect(until("2026-11-27T17:00:00Z")).toBe("in 2 days"); // Friday noon
    expect(until("2026-11-24T17:00:00Z")).toBe("in 5 days"); // Tuesday
    expect(until("2026-11-29T04:30:00Z")).toBe("tomorrow"); // 11:30 PM on Saturday
    expect(until("2026-11-29T17:30:00Z")).toBe("in 7 days"); // Sunday, 12:30 PM, the 5th Sunday
  });

  it("counts hours, then minutes, on the day", () => {
    expect(until("2026-11-29T11:00:00Z")).toBe("in 5 hours"); // 6:00 AM
    expect(until("2026-11-29T13:30:00Z")).toBe("in 2 hours"); // 8:30 AM
    expect(until("2026-11-29T13:45:00Z")).toBe("in 105 minutes");
    expect(until("2026-11-29T15:29:00Z")).toBe("in 1 minute");
    expect(until("2026-11-29T15:29:30Z")).toBe("in 1 minute");
  });

  it("counts the real hours across a change of clocks, not the wall clock's", () => {
    // 1:00 AM summer time on 1 November 2026 to 10:30 AM standard time is 10.5 hours, not 9.5.
    expect(until("2026-11-01T05:00:00Z")).toBe("in 11 hours");
  });
});

describe("serviceWhenLabel", () => {
  it("says the day and time, with the zone's offset on that date", () => {
    expect(serviceWhenLabel(schedule, schedule.services[0]!, "2026-11-29")).toEqual({
      label: "Sunday 10:30 AM",
      datetime: "2026-11-29T10:30:00-05:00",
      ends: "12:00 PM",
      endDatetime: "2026-11-29T12:00:00-05:00",
    });
    expect(serviceWhenLabel(schedule, schedule.services[1]!, "2027-03-21").datetime).toBe("2027-03-21T18:00:00-04:00");
  });
});

describe("liveTimes", () => {
  const minute = (iso: string) => Date.parse(iso) / 60_000;
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

  it("agree with serviceOn at every quarter hour of the two years", () => {
    for (let at = minute("2026-11-24T05:00:00Z"); at < moments.at(-1)!; at += 15) {
      const passed = moments.filter((moment) => moment <= at).length;
      expect(passed % 2 === 1, new Date(at * 60_000).toISOString()).toBe(
        serviceOn(schedule, at * 60_000) !== undefined,
      );
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
