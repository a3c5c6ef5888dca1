// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../../content/schema/site-config";
import { calendarFile } from "./ics";
import { firstMeeting } from "./service-clock";
import {
  officeDays,
  officeHoursLabel,
  serviceCalendar,
  serviceLabel,
  serviceRule,
  servicesHeading,
  type ServiceTime,
} from "./service-times";
import { siteConfigFixture as siteConfig } from "../../tests/support/site-config-fixture";

const weekly: ServiceTime = { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00" };
const monthly: ServiceTime = { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" };
const place = {
  origin: "https://www.example.org",
  timeZone: "America/New_York",
  location: "Example Church, 1 Main St",
};

describe("service labels", () => {
  it("prints weekly and monthly services as visitors read them", () => {
    expect(serviceLabel(weekly)).toMatchObject({ time: "10:30 AM", when: "Sundays" });
    expect(serviceLabel(monthly)).toMatchObject({ time: "6:00 PM", when: "3rd Sunday monthly" });
    expect(serviceLabel({ ...monthly, week: 1, day: "Wednesday" }).when).toBe("1st Wednesday monthly");
  });

  it("prints office hours and lists their days, also across the weekend", () => {
    const hours = { firstDay: "Tuesday", lastDay: "Friday", opens: "09:00", closes: "17:00" } as const;
    expect(officeHoursLabel(hours)).toEqual({ hours: "9:00-5:00", days: "Tuesday to Friday" });
    expect(officeDays(hours)).toEqual(["Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(officeDays({ ...hours, firstDay: "Friday", lastDay: "Monday" })).toEqual([
      "Friday",
      "Saturday",
      "Sunday",
      "Monday",
    ]);
  });
});

describe("firstMeeting and serviceRule", () => {
  it("finds the first weekly meeting on or after the date", () => {
    expect(firstMeeting(weekly, "2026-01-01")).toBe("2026-01-04"); // a Thursday; Sunday follows
    expect(firstMeeting(weekly, "2026-01-04")).toBe("2026-01-04");
  });

  it("finds the first nth weekday of a month, moving to the next month when it has passed", () => {
    expect(firstMeeting(monthly, "2026-01-01")).toBe("2026-01-18");
    expect(firstMeeting(monthly, "2026-01-19")).toBe("2026-02-15");
  });

  it("looks months ahead for a 5th Sunday", () => {
    expect(firstMeeting({ ...monthly, week: 5 }, "2026-01-01")).toBe("2026-03-29");
  });

  it("writes weekly and monthly rules", () => {
    expect(serviceRule(weekly)).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(serviceRule(monthly)).toBe("FREQ=MONTHLY;BYDAY=3SU");
  });
});

describe("serviceCalendar", () => {
  const config = siteConfig as SiteConfig;
  const file = serviceCalendar(config, place);
  const vcalendar = new ICAL.Component(ICAL.parse(calendarFile(file.calendar)));
  const timezone = new ICAL.Timezone(vcalendar.getFirstSubcomponent("vtimezone")!);
  const events = vcalendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  /** The next `count` starts of an event, in UTC. */
  const starts = (event: ICAL.Event, count: number) => {
    const iterator = event.iterator();
    return Array.from({ length: count }, () => {
      const next = iterator.next()!;
      next.zone = timezone;
      return new Date(next.toUnixTime() * 1000).toISOString();
    });
  };

  it("is served at /calendar/service-times.ics with one repeating event per service", () => {
    expect(file.href).toBe("/calendar/service-times.ics");
    expect(events.map((e) => e.summary)).toEqual(config.serviceTimes.map((s) => s.name));
    expect(events.every((e) => e.isRecurring())).toBe(true);
  });

  it("repeats the worship service every Sunday at 10:30 in the church's zone, across the clock change", () => {
    const worship = events.find((e) => e.summary === "Worship Service")!;
    // March 1, 2026 is standard time (UTC-5); daylight time (UTC-4) begins early on March 8.
    expect(starts(worship, 10).slice(8)).toEqual(["2026-03-01T15:30:00.000Z", "2026-03-08T14:30:00.000Z"]);
  });

  it("repeats the Family Life Service on the 3rd Sunday of each month at 6 PM", () => {
    const family = events.find((e) => e.summary === "Family Life Service")!;
    expect(family.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=MONTHLY;BYDAY=3SU");
    expect(starts(family, 3)).toEqual([
      "2026-01-18T23:00:00.000Z",
      "2026-02-15T23:00:00.000Z",
      "2026-03-15T22:00:00.000Z",
    ]);
  });
});

describe("servicesHeading", () => {
  it("names the days the services meet, and Monthly when one meets once a month", () => {
    expect(servicesHeading([{ day: "Sunday" }, { day: "Sunday", week: 3 }])).toBe("Sunday & Monthly");
    expect(servicesHeading([{ day: "Wednesday" }, { day: "Sunday" }])).toBe("Sundays & Wednesdays");
    expect(servicesHeading([{ day: "Sunday" }])).toBe("Sundays");
    expect(servicesHeading([{ day: "Sunday" }, { day: "Friday", week: 1 }])).toBe("Sundays, Fridays & Monthly");
  });
});
