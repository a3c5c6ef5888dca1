import { describe, expect, it } from "vitest";
import { calendarFile } from "../ics";
import type { FeedOccurrence } from "./calendar-feed";
import { eventCalendars } from "./event-calendars";
import { eventDays } from "./event-weeks";

const place = {
  origin: "https://www.church.example",
  timeZone: "America/New_York",
  location: "Grace Chapel, 1 Mill Road, Riverbend, NY 12000",
};
const occurrence = (fields: Partial<FeedOccurrence>): FeedOccurrence => ({
  id: "carols@cms.example/2026-12-16",
  title: "Christmas Dinner and Carol Sing",
  allDay: false,
  start: Date.parse("2026-12-16T17:30:00-05:00"),
  end: Date.parse("2026-12-16T19:30:00-05:00"),
  firstDay: "2026-12-16",
  lastDay: "2026-12-16",
  cancelled: false,
  ...fields,
});

describe("each event's calendar file", () => {
  it("holds the event at its local time in the church's zone, with its place and page", () => {
    const [file, ...rest] = eventCalendars(
      [occurrence({ location: "Fellowship hall", url: "https://cms.example/registrations/events/9" })],
      "2026-12-10",
      place,
    );
    expect(rest).toEqual([]);
    expect(file!.href).toBe("/calendar/events/2026-12-16-christmas-dinner-and-carol-sing.ics");
    const text = calendarFile(file!.calendar);
    expect(text).toContain("DTSTART;TZID=America/New_York:20261216T173000\r\n");
    expect(text).toContain("DTEND;TZID=America/New_York:20261216T193000\r\n");
    expect(text).toContain("LOCATION:Fellowship hall\r\n");
    expect(text).toContain("URL:https://cms.example/registrations/events/9\r\n");
    expect(text).toContain("UID:carols@cms.example/2026-12-16@www.church.example\r\n");
  });

  it("writes an all-day event as its dates, the end the day after its last, and leaves out a cancelled or past one", () => {
    const files = eventCalendars(
      [
        occurrence({ id: "retreat", title: "Retreat", allDay: true, firstDay: "2027-01-22", lastDay: "2027-01-24" }),
        occurrence({ id: "off", title: "Youth", cancelled: true }),
        occurrence({ id: "past", title: "Past", firstDay: "2026-12-01", lastDay: "2026-12-01" }),
      ],
      "2026-12-10",
      place,
    );
    expect(files.map((f) => f.file)).toEqual(["2027-01-22-retreat.ics"]);
    const text = calendarFile(files[0]!.calendar);
    expect(text).toContain("DTSTART;VALUE=DATE:20270122\r\nDTEND;VALUE=DATE:20270125\r\n");
    expect(text).toContain(`LOCATION:${place.location.replace(/,/g, "\\,")}\r\n`);
  });
});

describe("the days the events page changes by itself", () => {
  it("are each shown event's last day and each week's, the later of its Saturday and its events' last days", () => {
    expect(
      eventDays(
        [
          occurrence({}),
          occurrence({ id: "r", title: "Retreat", allDay: true, firstDay: "2026-12-18", lastDay: "2026-12-21" }),
        ],
        "2026-12-10",
        place.timeZone,
      ),
    ).toEqual(["2026-12-16", "2026-12-21"]);
  });
});
