// @vitest-environment node
/**
 * The sample church's calendar feed (content/feeds/calendar.ics, as `npm run feeds` keeps it):
 * its events agree with the content's facts, and it holds each case a feed can bring.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCalendarFeed, type FeedOccurrence } from "../lib/events/calendar-feed";
import { wallTime } from "../lib/time-zone";
import { sampleContent } from "../../tests/support/sample-content";
import { projectPath } from "./project-paths.server";

const { siteConfig, signUps } = sampleContent();
const zone = siteConfig.church.timeZone;
const file = "content/feeds/calendar.ics";
const reading = readCalendarFeed(readFileSync(projectPath(file), "utf8"), file);
if (!reading.ok) throw new Error(reading.problem);
const span = reading.read(Date.parse("2026-09-01T04:00:00Z"), Date.parse("2027-06-01T04:00:00Z"), zone);
if (!span.ok) throw new Error(span.problem);
const season = span.occurrences;

const named = (title: string) => season.filter((e) => e.title === title);
/** Which Wednesday of its month a day is: 1 for the first. */
const weekOfMonth = (day: string) => Math.ceil(Number(day.slice(8, 10)) / 7);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const clock = (e: FeedOccurrence) => {
  const { minutes } = wallTime(zone, e.start);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

describe("the sample church's calendar feed", () => {
  it("reads, with its events from September to May", () => {
    expect(reading.events).toBeGreaterThanOrEqual(15);
    expect(season.length).toBeGreaterThan(100);
  });

  it("holds Unified Wednesdays on the 1st and 3rd Wednesdays, and care groups on the 2nd and 4th", () => {
    const unified = named("Unified Wednesdays");
    const care = named("Care Groups");
    expect(unified.length).toBeGreaterThan(10);
    expect(care.length).toBeGreaterThan(10);
    for (const e of unified)
      expect([weekday(e.firstDay), weekOfMonth(e.firstDay)]).toEqual([
        3,
        expect.toSatisfy((w: number) => w === 1 || w === 3),
      ]);
    for (const e of care)
      expect([weekday(e.firstDay), weekOfMonth(e.firstDay)]).toEqual([
        3,
        expect.toSatisfy((w: number) => w === 2 || w === 4),
      ]);
  });

  it("gives the Family Life Service and Christmas Eve the times of the content's facts", () => {
    const family = siteConfig.serviceTimes.find((s) => s.name === "Family Life Service")!;
    const services = named("Family Life Service");
    expect(services.length).toBeGreaterThan(5);
    for (const e of services) {
      expect([weekday(e.firstDay), weekOfMonth(e.firstDay), clock(e)]).toEqual([0, family.week, "18:00"]);
    }
    const eve = season.find((e) => e.firstDay === "2026-12-24" && /Christmas Eve/.test(e.title))!;
    const fact = siteConfig.facts?.find((f) => f.name === "Christmas Eve service")?.value;
    expect(clock(eve)).toBe("17:00");
    expect(fact).toBe("5:00 PM");
  });

  it("brings every case a feed can: an override, a cancelled date, an excepted date, all-day and multi-day events", () => {
    expect(season.find((e) => e.firstDay === "2026-12-16")?.title).toBe("Christmas Dinner and Carol Sing");
    expect(season.filter((e) => e.cancelled)).toHaveLength(1);
    expect(named("Unified Wednesdays").map((e) => e.firstDay)).not.toContain("2027-01-06");
    expect(season.find((e) => e.firstDay === "2026-11-25")?.title).toBe("Thanksgiving Eve Service");
    expect(season.some((e) => e.allDay && e.firstDay === e.lastDay)).toBe(true);
    expect(season.some((e) => e.allDay && e.firstDay < e.lastDay)).toBe(true);
  });

  it("links an event's sign-up at the address the content gives that sign-up", () => {
    const addresses = new Set(signUps.signUps.map((s) => s.url));
    const registrations = season.filter((e) => e.url && addresses.has(e.url));
    expect(registrations.length).toBeGreaterThan(0);
  });
});
