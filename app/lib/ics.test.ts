// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, fold } from "./ics";

const calendar = {
  name: "Missions Conference",
  timeZone: "America/New_York",
  stamp: new Date("2027-03-01T00:00:00Z"),
  events: [
    {
      uid: "session-1@example.org",
      start: { date: "2027-10-17", time: "18:00" },
      end: { date: "2027-10-17", time: "19:15" },
      summary: "Opening session: Glad, Nations; Sing",
      description: "Line one\nLine two, with a comma",
      location: "1187 Orchard Valley Road, Cedar Hollow, PA",
      url: "https://www.example.org/missions_conference",
    },
    {
      uid: "worship@example.org",
      start: { date: "2027-01-03", time: "10:30" },
      end: { date: "2027-01-03", time: "11:45" },
      summary: "Worship Service",
      rrule: "FREQ=WEEKLY;BYDAY=SU",
    },
  ],
};

describe("calendarFile", () => {
  const text = calendarFile(calendar);

  it("writes CRLF lines of at most 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("parses, with events at the right local times in the church's zone", () => {
    const vcalendar = new ICAL.Component(ICAL.parse(text));
    const timezone = new ICAL.Timezone(vcalendar.getFirstSubcomponent("vtimezone")!);
    const [first, second] = vcalendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(first!.summary).toBe("Opening session: Glad, Nations; Sing");
    expect(first!.description).toBe("Line one\nLine two, with a comma");
    // October is daylight time in New York: 6 PM there is 22:00 UTC.
    const start = first!.startDate;
    start.zone = timezone;
    expect(start.toUnixTime()).toBe(Date.parse("2027-10-17T22:00:00Z") / 1000);
    // January is standard time: 10:30 AM is 15:30 UTC.
    const worship = second!.startDate;
    worship.zone = timezone;
    expect(worship.toUnixTime()).toBe(Date.parse("2027-01-03T15:30:00Z") / 1000);
    expect(second!.isRecurring()).toBe(true);
    expect(second!.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
  });

  it("is the same text for the same content", () => {
    expect(calendarFile(calendar)).toBe(text);
  });

  it("refuses a zone it cannot describe", () => {
    expect(() => calendarFile({ ...calendar, timeZone: "Europe/Vienna" })).toThrow(/Europe\/Vienna/);
  });
});

describe("escapeText and fold", () => {
  it("escapes what TEXT values must escape", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(80)}`;
    const folded = fold(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });
});
