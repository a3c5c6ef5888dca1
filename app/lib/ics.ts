/**
 * Calendar files (RFC 5545) built from content: events at local times in the church's time zone,
 * with that zone's definition included so every calendar app places them correctly.
 */
import { tzlib_get_ical_block } from "timezones-ical-library";
import { webAddress } from "../../content/schema/web-address.ts";

/** A local date and time in the church's time zone. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

export interface CalendarEvent {
  /** Unique and stable, such as "conference-2027-session-1@cedarhollowbible.org". */
  uid: string;
  start: LocalTime;
  end: LocalTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** A recurrence rule, such as "FREQ=WEEKLY;BYDAY=SU". */
  rrule?: string;
  /** An event of whole days: its start's and end's dates only, the end the day after its last. */
  allDay?: boolean;
}

export interface Calendar {
  /** The calendar's name, shown by some apps. */
  name: string;
  /** IANA zone of every event's local times. */
  timeZone: string;
  /** When the calendar was written, as a UTC timestamp; fixed so the file is the same from build to build. */
  stamp: Date;
  events: CalendarEvent[];
}

/** The text of a .ics file, lines ending in CRLF and folded at 75 octets. */
export function calendarFile(calendar: Calendar): string {
  const zone = zoneDefinition(calendar.timeZone);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Church website//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${zone.id}`,
    ...zone.lines,
    ...calendar.events.flatMap((event) => eventLines(event, calendar, zone.id)),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

function eventLines(event: CalendarEvent, calendar: Calendar, tz: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(calendar.stamp)}`,
    ...(event.allDay
      ? [
          `DTSTART;VALUE=DATE:${event.start.date.replace(/-/g, "")}`,
          `DTEND;VALUE=DATE:${event.end.date.replace(/-/g, "")}`,
        ]
      : [`DTSTART;TZID=${tz}:${localStamp(event.start)}`, `DTEND;TZID=${tz}:${localStamp(event.end)}`]),
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value, not TEXT: only a web address the URL parser has written (no space or line break).
    ...(webAddress(event.url) ? [`URL:${webAddress(event.url)}`] : []),
    "END:VEVENT",
  ];
}

/**
 * The zone's definition (VTIMEZONE) from the time zone database, by timezones-ical-library, which
 * follows each release of it: any IANA zone, its daylight-saving rules as yearly rules. Its id is
 * the database's own name for the zone (an old alias such as US/Eastern is America/New_York), which
 * every event names.
 */
function zoneDefinition(timeZone: string): { id: string; lines: string[] } {
  const found = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(found) || !found[0]) throw new Error(`Calendar files: ${timeZone} is not a time zone`);
  const [block, tzid] = found as [string, string];
  return { id: tzid.replace(/^TZID=/, ""), lines: block.split("\r\n") };
}

/**
 * Commas, semicolons, backslashes and line breaks are escaped in TEXT values (RFC 5545 §3.3.11);
 * a line break is CRLF, LF or a CR alone (which a feed may send, and which would end the content
 * line); the other control characters, which TEXT may not hold, are left out.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, "");
}

const encoder = new TextEncoder();

/** Splits a line longer than 75 octets into continuation lines, never inside a UTF-8 character (§3.1). */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const localStamp = ({ date, time }: LocalTime) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
