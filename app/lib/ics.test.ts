// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
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

  it("refuses a name that is not a time zone", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => calendarFile({ ...calendar, timeZone: "Mars/Olympus_Mons" })).toThrow(/Mars\/Olympus_Mons/);
  });

  it("names an old alias of a zone by the database's own name, in its definition and its events", () => {
    const aliased = calendarFile({ ...calendar, timeZone: "US/Eastern" });
    expect(aliased).toContain("TZID:America/New_York\r\n");
    expect(aliased).toContain("DTSTART;TZID=America/New_York:20271017T180000");
    expect(aliased).not.toContain("US/Eastern");
  });
});

/** The instant (ms) a calendar file's event starts, read by a calendar app's own reader (ical.js). */
function startOf(text: string, uid: string): number {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  const timezone = new ICAL.Timezone(vcalendar.getFirstSubcomponent("vtimezone")!);
  const event = vcalendar
    .getAllSubcomponents("vevent")
    .map((c) => new ICAL.Event(c))
    .find((e) => e.uid === uid)!;
  const start = event.startDate;
  start.zone = timezone;
  return start.toUnixTime() * 1000;
}

describe("calendarFile in any time zone", () => {
  // Each zone's clock on either side of its change (or a winter's and a summer's day where it has none),
  // and the instant 10:30 there is, as UTC.
  const zones: [string, string, string][] = [
    ["America/Phoenix", "2027-01-10", "2027-01-10T17:30:00Z"],
    ["America/Phoenix", "2027-07-11", "2027-07-11T17:30:00Z"],
    ["America/Anchorage", "2027-03-07", "2027-03-07T19:30:00Z"],
    ["America/Anchorage", "2027-03-14", "2027-03-14T18:30:00Z"],
    ["Europe/London", "2027-03-21", "2027-03-21T10:30:00Z"],
    ["Europe/London", "2027-03-28", "2027-03-28T09:30:00Z"],
    ["Europe/London", "2027-10-31", "2027-10-31T10:30:00Z"],
    ["Pacific/Auckland", "2027-03-28", "2027-03-27T21:30:00Z"],
    ["Pacific/Auckland", "2027-04-04", "2027-04-03T22:30:00Z"],
    ["Pacific/Auckland", "2027-09-26", "2027-09-25T21:30:00Z"],
    ["Asia/Kolkata", "2027-06-06", "2027-06-06T05:00:00Z"],
  ];
  it.each(zones)("places 10:30 in %s on %s at %s", (timeZone, date, utc) => {
    const text = calendarFile({
      ...calendar,
      timeZone,
      events: [
        { uid: "e@example.org", start: { date, time: "10:30" }, end: { date, time: "11:45" }, summary: "Worship" },
      ],
    });
    expect(new Date(startOf(text, "e@example.org")).toISOString()).toBe(new Date(utc).toISOString());
  });

  it("places a weekly service at 10:30 local time on every Sunday, across the zone's changes", () => {
    for (const timeZone of ["Europe/London", "Pacific/Auckland", "America/Anchorage"]) {
      const text = calendarFile({
        ...calendar,
        timeZone,
        events: [
          {
            uid: "w@example.org",
            start: { date: "2027-01-03", time: "10:30" },
            end: { date: "2027-01-03", time: "11:45" },
            summary: "Worship",
            rrule: "FREQ=WEEKLY;BYDAY=SU",
          },
        ],
      });
      const vcalendar = new ICAL.Component(ICAL.parse(text));
      const timezone = new ICAL.Timezone(vcalendar.getFirstSubcomponent("vtimezone")!);
      const iterator = new ICAL.Event(vcalendar.getFirstSubcomponent("vevent")!).iterator();
      const clock = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        weekday: "short",
      });
      for (let week = 0; week < 52; week++) {
        const next = iterator.next()!;
        next.zone = timezone;
        expect(clock.format(new Date(next.toUnixTime() * 1000)), `${timeZone}, week ${week}`).toBe("Sun 10:30");
      }
    }
  });
});

describe("escapeText and fold", () => {
  it("escapes what TEXT values must escape", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("keeps a feed's CR, other control characters and a link that is no web page out of the file's lines", () => {
    expect(escapeText("a\rb\r\nc\u0000\u001bd")).toBe("a\\nb\\ncd");
    const text = calendarFile({
      ...calendar,
      events: [
        {
          ...calendar.events[0]!,
          summary: "Supper\rATTENDEE:mailto:x@evil.example",
          description: "One\rTwo",
          url: "javascript:alert(1)",
        },
      ],
    });
    const lines = text.split("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines.some((line) => line.startsWith("ATTENDEE"))).toBe(false);
    expect(lines.some((line) => line.startsWith("URL"))).toBe(false);
    const event = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe("Supper\nATTENDEE:mailto:x@evil.example");
  });

  it("folds long lines without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(80)}`;
    const folded = fold(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });
});
