import { describe, expect, it } from "vitest";
import { readCalendarFeed, type FeedOccurrence } from "./calendar-feed";

const zone = "America/New_York";

/** A calendar of these events, as a church-management service writes one (CRLF, a zone definition). */
const feed = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Calendar//EN",
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "BEGIN:STANDARD",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** The occurrences from one day to another (the second not included). */
function between(text: string, from: string, to: string): FeedOccurrence[] {
  const reading = readCalendarFeed(text, "content/feeds/calendar.ics");
  if (!reading.ok) throw new Error(reading.problem);
  const span = reading.read(Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`), zone);
  if (!span.ok) throw new Error(span.problem);
  return span.occurrences;
}

const iso = (instant: number) => new Date(instant).toISOString();

const prayer = [
  "UID:prayer@example.org",
  "SUMMARY:Prayer meeting",
  "DTSTART;TZID=America/New_York:20261021T190000",
  "DTEND;TZID=America/New_York:20261021T200000",
  "RRULE:FREQ=WEEKLY;BYDAY=WE",
  "LOCATION:Fellowship hall",
];

describe("a calendar feed's repeating events", () => {
  it("keeps a weekly evening meeting at 7:00 PM on both sides of the change from daylight time", () => {
    const meetings = between(feed(prayer), "2026-10-25", "2026-11-13");
    expect(meetings.map((m) => [m.firstDay, iso(m.start), iso(m.end)])).toEqual([
      ["2026-10-28", "2026-10-28T23:00:00.000Z", "2026-10-29T00:00:00.000Z"],
      // Clocks went back on November 1: 7:00 PM is now 00:00 UTC.
      ["2026-11-04", "2026-11-05T00:00:00.000Z", "2026-11-05T01:00:00.000Z"],
      ["2026-11-11", "2026-11-12T00:00:00.000Z", "2026-11-12T01:00:00.000Z"],
    ]);
    expect(meetings[0]).toMatchObject({ title: "Prayer meeting", location: "Fellowship hall", allDay: false });
  });

  it("places times by the zone's name even when the feed leaves out its definition", () => {
    const bare = feed(prayer).replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r\n/, "");
    expect(between(bare, "2026-11-02", "2026-11-06").map((m) => iso(m.start))).toEqual(["2026-11-05T00:00:00.000Z"]);
  });

  it("leaves out a date the feed excepts (EXDATE), and stops where the rule ends", () => {
    const text = feed([
      ...prayer.filter((l) => !l.startsWith("RRULE")),
      "RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=4",
      "EXDATE;TZID=America/New_York:20261104T190000",
    ]);
    expect(between(text, "2026-10-01", "2027-01-01").map((m) => m.firstDay)).toEqual([
      "2026-10-21",
      "2026-10-28",
      "2026-11-11",
    ]);
  });

  it("shows an override (RECURRENCE-ID) in place of its date: moved, re-titled, or cancelled", () => {
    const text = feed(
      prayer,
      [
        "UID:prayer@example.org",
        "RECURRENCE-ID;TZID=America/New_York:20261125T190000",
        "SUMMARY:Thanksgiving Eve service",
        "DTSTART;TZID=America/New_York:20261125T183000",
        "DTEND;TZID=America/New_York:20261125T193000",
        "LOCATION:Sanctuary",
      ],
      [
        "UID:prayer@example.org",
        "RECURRENCE-ID;TZID=America/New_York:20261230T190000",
        "SUMMARY:Prayer meeting",
        "DTSTART;TZID=America/New_York:20261230T190000",
        "DTEND;TZID=America/New_York:20261230T200000",
        "STATUS:CANCELLED",
      ],
    );
    const weeks = between(text, "2026-11-18", "2027-01-01");
    expect(weeks.map((m) => [m.firstDay, m.title, m.location, m.cancelled])).toEqual([
      ["2026-11-18", "Prayer meeting", "Fellowship hall", false],
      ["2026-11-25", "Thanksgiving Eve service", "Sanctuary", false],
      ["2026-12-02", "Prayer meeting", "Fellowship hall", false],
      ["2026-12-09", "Prayer meeting", "Fellowship hall", false],
      ["2026-12-16", "Prayer meeting", "Fellowship hall", false],
      ["2026-12-23", "Prayer meeting", "Fellowship hall", false],
      ["2026-12-30", "Prayer meeting", undefined, true],
    ]);
    expect(iso(weeks[1]!.start)).toBe("2026-11-25T23:30:00.000Z");
    expect(new Set(weeks.map((m) => m.id)).size).toBe(weeks.length);
  });

  it("repeats on the 1st and 3rd Wednesdays of the month", () => {
    const text = feed([
      "UID:unified@example.org",
      "SUMMARY:Unified Wednesday",
      "DTSTART;TZID=America/New_York:20260902T183000",
      "DTEND;TZID=America/New_York:20260902T200000",
      "RRULE:FREQ=MONTHLY;BYDAY=1WE,3WE",
    ]);
    expect(between(text, "2026-11-01", "2027-01-01").map((m) => m.firstDay)).toEqual([
      "2026-11-04",
      "2026-11-18",
      "2026-12-02",
      "2026-12-16",
    ]);
  });
});

describe("a calendar feed's all-day and long events", () => {
  it("reads an all-day event as its days in the church's zone, the end day not included", () => {
    const text = feed(
      ["UID:work@example.org", "SUMMARY:Work day", "DTSTART;VALUE=DATE:20261114", "DTEND;VALUE=DATE:20261115"],
      ["UID:retreat@example.org", "SUMMARY:Men's retreat", "DTSTART;VALUE=DATE:20270312", "DTEND;VALUE=DATE:20270315"],
      ["UID:members@example.org", "SUMMARY:Members' meeting", "DTSTART;VALUE=DATE:20261206"],
    );
    const days = between(text, "2026-11-01", "2027-04-01");
    expect(days.map((d) => [d.title, d.allDay, d.firstDay, d.lastDay])).toEqual([
      ["Work day", true, "2026-11-14", "2026-11-14"],
      ["Members' meeting", true, "2026-12-06", "2026-12-06"],
      ["Men's retreat", true, "2027-03-12", "2027-03-14"],
    ]);
    expect(iso(days[0]!.start)).toBe("2026-11-14T05:00:00.000Z");
    expect(iso(days[0]!.end)).toBe("2026-11-15T05:00:00.000Z");
  });

  it("gives a timed event over midnight its two days, and keeps a UTC time as it is", () => {
    const text = feed(
      [
        "UID:lock-in@example.org",
        "SUMMARY:Youth lock-in",
        "DTSTART;TZID=America/New_York:20261113T200000",
        "DTEND;TZID=America/New_York:20261114T080000",
      ],
      ["UID:call@example.org", "SUMMARY:Missionary call", "DTSTART:20261115T150000Z", "DTEND:20261115T160000Z"],
    );
    const [lockIn, call] = between(text, "2026-11-01", "2026-12-01");
    expect([lockIn!.firstDay, lockIn!.lastDay]).toEqual(["2026-11-13", "2026-11-14"]);
    expect([call!.firstDay, iso(call!.start)]).toEqual(["2026-11-15", "2026-11-15T15:00:00.000Z"]);
  });

  it("gives only what is on in the span: an event that ended before it, or starts after, is not", () => {
    const text = feed(prayer);
    expect(between(text, "2026-10-29", "2026-11-04")).toEqual([]);
    // Under way at the span's start: still on.
    const midMeeting = readCalendarFeed(text, "f.ics");
    if (!midMeeting.ok) throw new Error(midMeeting.problem);
    const span = midMeeting.read(Date.parse("2026-10-28T23:30:00Z"), Date.parse("2026-10-29T00:00:00Z"), zone);
    expect(span.ok && span.occurrences).toHaveLength(1);
  });

  it("takes the description and the event's own address, without their empty forms", () => {
    const text = feed([
      ...prayer.filter((l) => !l.startsWith("RRULE")),
      "DESCRIPTION:Bring a friend.\\nChildcare is provided.",
      "URL:https://example.churchcenter.com/registrations/events/123",
    ]);
    expect(between(text, "2026-10-20", "2026-10-22")[0]).toMatchObject({
      description: "Bring a friend.\nChildcare is provided.",
      url: "https://example.churchcenter.com/registrations/events/123",
    });
  });
});

describe("a calendar feed's limits (app/lib/feed-limits.ts)", () => {
  const problemIn = (text: string, from = "2026-10-20", to = "2026-12-20") => {
    const reading = readCalendarFeed(text, "calendar.ics");
    if (!reading.ok) return reading.problem;
    const span = reading.read(Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`), zone);
    return span.ok ? undefined : span.problem;
  };
  const daily = (uid: string, since: string, rule = "FREQ=DAILY") => [
    `UID:${uid}`,
    `SUMMARY:Daily ${uid}`,
    `DTSTART;TZID=America/New_York:${since}T063000`,
    `DTEND;TZID=America/New_York:${since}T070000`,
    `RRULE:${rule}`,
  ];

  it("shows an event that has repeated daily since 1990, which the old bound of 3,700 repeats hid", () => {
    expect(between(feed(daily("prayer", "19900101")), "2026-10-20", "2026-10-22").map((e) => e.firstDay)).toEqual([
      "2026-10-20",
      "2026-10-21",
    ]);
  });

  it.each([
    [
      "a daily event since 1900",
      feed(daily("old", "19000101")),
      'calendar.ics: the event "Daily old" (UID old) repeats more than 20,000 times by the end of the weeks shown',
    ],
    [
      "an event every minute",
      feed(daily("bells", "20261020", "FREQ=MINUTELY")),
      'calendar.ics: the event "Daily bells" (UID bells) happens more than 100 times in the weeks shown',
    ],
    [
      "40 daily events",
      feed(...Array.from({ length: 40 }, (_, i) => daily(`d${i}`, "20261001"))),
      "calendar.ics: the calendar has 2,440 events in the weeks shown, more than the 2,000 the site makes a calendar file for",
    ],
    [
      "2,001 events",
      feed(...Array.from({ length: 2001 }, (_, i) => daily(`e${i}`, "20261001", "FREQ=DAILY;COUNT=1"))),
      "calendar.ics:14019: the calendar has 2,001 events, more than the 2,000 a feed may hold",
    ],
  ])("refuses %s, naming the event", (_, text, problem) => {
    expect(problemIn(text)).toBe(problem);
  });
});

describe("a calendar feed's links", () => {
  it("are web pages' only: a data:, vbscript: or javascript: link is no link", () => {
    for (const url of ["data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "javascript:alert(1)"]) {
      const text = feed([...prayer.filter((l) => !l.startsWith("RRULE")), `URL:${url}`]);
      expect(between(text, "2026-10-20", "2026-10-22")[0]!.url, url).toBeUndefined();
    }
  });
});

describe("a calendar feed that cannot be read", () => {
  const problem = (text: string) => {
    const reading = readCalendarFeed(text, "content/feeds/calendar.ics");
    return reading.ok ? undefined : reading.problem;
  };

  it("names a web page given instead of a calendar", () => {
    expect(problem("<!DOCTYPE html>\n<html><body>Sign in</body></html>\n")).toBe(
      'content/feeds/calendar.ics:1: this is a web page ("<!DOCTYPE html>"), not a calendar: the address is not the calendar\'s feed',
    );
  });

  it("names a file cut short, at the component left open", () => {
    const text = feed(prayer);
    const cut = text.slice(0, text.indexOf("LOCATION"));
    expect(problem(cut)).toBe(
      "content/feeds/calendar.ics:19: BEGIN:VEVENT is never closed (END:VEVENT): the file is cut short",
    );
  });

  it("names the line that is not a calendar line, and an event without a start or a title", () => {
    expect(problem(feed(prayer).replace("LOCATION:Fellowship hall", "Fellowship hall"))).toBe(
      'content/feeds/calendar.ics:25: "Fellowship hall" is not a calendar line (NAME:value)',
    );
    expect(problem(feed(prayer.filter((l) => !l.startsWith("DTSTART"))))).toMatch(
      /^content\/feeds\/calendar\.ics:19: the event "Prayer meeting" has no DTSTART$/,
    );
    expect(problem(feed(prayer.filter((l) => !l.startsWith("SUMMARY"))))).toBe(
      "content/feeds/calendar.ics:19: an event has no SUMMARY (its title)",
    );
    expect(problem(feed(prayer).replace("END:VEVENT", "END:VTODO"))).toBe(
      "content/feeds/calendar.ics:26: END:VTODO closes BEGIN:VEVENT of line 19",
    );
  });

  it("reads a calendar with no events as one with none", () => {
    const reading = readCalendarFeed(feed(), "content/feeds/calendar.ics");
    expect(reading.ok && reading.events).toBe(0);
  });
});
