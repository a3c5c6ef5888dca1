/**
 * The church's calendar feed (an iCalendar file its church-management service publishes, kept in
 * content/feeds/ by `npm run feeds`): read, checked with the line of any mistake, and expanded
 * into the occurrences of a span of time. Recurrence (RRULE, RDATE, EXDATE, RECURRENCE-ID
 * overrides) is ical.js's; every time with a zone is placed by the platform's own zone data
 * (Intl), so daylight saving is right whatever VTIMEZONE the feed carries or leaves out.
 */
import ICAL from "ical.js";
import { counted, descriptionProblem, feedLimits, sizeProblem, tooMany } from "../feed-limits.ts";
import { addDays, instantIn, wallTime } from "../time-zone.ts";
import { webAddress } from "../../../content/schema/web-address.ts";

/** One occurrence of an event of the feed. */
export interface FeedOccurrence {
  /** The event's UID and, for a repeating event, the occurrence's start: unique in the feed. */
  id: string;
  title: string;
  /** An all-day event has days, not times; `end` is then its last day's end. */
  allDay: boolean;
  /** Milliseconds since 1970. */
  start: number;
  end: number;
  /** The first and the last day it is on, in the church's zone (YYYY-MM-DD); the same for a one-day event. */
  firstDay: string;
  lastDay: string;
  location?: string;
  description?: string;
  /** The event's own page (its registration, when the service gives one). */
  url?: string;
  cancelled: boolean;
}

/** The occurrences of a span of time, or why the feed would make too many (feedLimits). */
export type SpanReading = { ok: true; occurrences: FeedOccurrence[] } | { ok: false; problem: string };

/** A feed that could be read, or the first reason it could not, with its line. */
export type FeedReading =
  | { ok: true; events: number; read: (from: number, to: number, timeZone: string) => SpanReading }
  | { ok: false; problem: string };

/** Content lines as iCalendar writes them: a long line goes on in the next line that starts with a space. */
function unfolded(text: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (/^[ \t]/.test(raw) && lines.length > 0) lines.at(-1)!.line += raw.slice(1);
    else if (raw.trim() !== "") lines.push({ line: raw, number: i + 1 });
  });
  return lines;
}

const quoted = (line: string) => JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);

/** The first mistake of a calendar's shape, with its line: what any app would refuse. */
function shapeProblem(text: string): { line: number; what: string } | undefined {
  const lines = unfolded(text);
  if (lines.length === 0) return { line: 1, what: "the file is empty" };
  const first = lines[0]!;
  if (first.line.replace(/^\uFEFF/, "").trim() !== "BEGIN:VCALENDAR")
    return {
      line: first.number,
      what: /^\s*</.test(first.line)
        ? `this is a web page (${quoted(first.line)}), not a calendar: the address is not the calendar's feed`
        : `a calendar starts with BEGIN:VCALENDAR, not ${quoted(first.line)}`,
    };
  const open: { name: string; line: number }[] = [];
  for (const { line, number } of lines) {
    if (!/^[A-Za-z0-9-]+(;[^:]*)?:/.test(line))
      return { line: number, what: `${quoted(line)} is not a calendar line (NAME:value)` };
    const [, kind, name] = /^(BEGIN|END):(.*)$/i.exec(line.trim()) ?? [];
    if (kind?.toUpperCase() === "BEGIN") open.push({ name: name!.toUpperCase(), line: number });
    else if (kind?.toUpperCase() === "END") {
      const last = open.pop();
      if (!last || last.name !== name!.toUpperCase())
        return {
          line: number,
          what: `END:${name} closes ${last ? `BEGIN:${last.name} of line ${last.line}` : "nothing"}`,
        };
      if (open.length === 0 && number !== lines.at(-1)!.number)
        return { line: lines.at(-1)!.number, what: "there is more after END:VCALENDAR" };
    }
  }
  const unclosed = open.at(-1);
  if (unclosed)
    return {
      line: unclosed.line,
      what: `BEGIN:${unclosed.name} is never closed (END:${unclosed.name}): the file is cut short`,
    };
  return undefined;
}

/** An IANA zone the platform knows, or undefined (a feed's own name for a zone, or none). */
function knownZone(tzid: string | undefined): string | undefined {
  if (!tzid || tzid === "floating") return undefined;
  if (tzid === "UTC" || tzid === "Z") return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tzid });
    return tzid;
  } catch {
    return undefined;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

/** The TZID an event's start or end is written in (a repeat keeps its event's). */
function zoneIdOf(item: ICAL.Event, name: "dtstart" | "dtend"): string | undefined {
  const property = item.component.getFirstProperty(name) ?? item.component.getFirstProperty("dtstart");
  const id = property?.getParameter("tzid");
  return typeof id === "string" ? id : undefined;
}

/**
 * The instant of a feed's time: in its own zone when it names one the platform knows (or UTC),
 * else as the church's wall clock (a "floating" time, or a zone only the feed defines, such as
 * "Eastern Standard Time").
 */
function instantOf(time: ICAL.Time, zoneId: string | undefined, churchZone: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const zone = knownZone(zoneId) ?? churchZone;
  return instantIn(zone, dayOf(time), time.hour * 60 + time.minute) + time.second * 1000;
}

/**
 * Every VEVENT's problem that would leave it unreadable (no start, or no title) or is past the
 * limits (more events, or a longer description, than feedLimits allows).
 */
function eventProblem(calendar: ICAL.Component, text: string): { line: number; what: string } | undefined {
  const begins = unfolded(text).filter(({ line }) => /^BEGIN:VEVENT\s*$/i.test(line));
  const events = calendar.getAllSubcomponents("vevent");
  if (events.length > feedLimits.events)
    return {
      line: begins[feedLimits.events]?.number ?? 1,
      what: `the calendar ${tooMany(events.length, feedLimits.events, "events")}`,
    };
  for (const [i, event] of events.entries()) {
    const line = begins[i]?.number ?? 1;
    const name = event.getFirstPropertyValue("summary");
    const description = event.getFirstPropertyValue("description");
    const long = descriptionProblem(typeof description === "string" ? description : undefined);
    if (long) return { line, what: `the event ${quoted(String(name ?? ""))} ${long}` };
    if (!event.getFirstProperty("dtstart"))
      return { line, what: `the event ${quoted(String(name ?? ""))} has no DTSTART` };
    if (!name || String(name).trim() === "") return { line, what: "an event has no SUMMARY (its title)" };
    try {
      const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
      if (!(start instanceof ICAL.Time) || Number.isNaN(start.toUnixTime()))
        return { line, what: `the event ${quoted(String(name))} has a DTSTART that is not a date` };
    } catch {
      return { line, what: `the event ${quoted(String(name))} has a DTSTART that is not a date` };
    }
  }
  return undefined;
}

/** Reads a calendar feed's text; `file` names it in a problem ("content/feeds/calendar.ics"). */
export function readCalendarFeed(text: string, file: string): FeedReading {
  const fail = ({ line, what }: { line: number; what: string }): FeedReading => ({
    ok: false,
    problem: `${file}:${line}: ${what}`,
  });
  const size = sizeProblem(text);
  if (size) return fail({ line: 1, what: size });
  const shape = shapeProblem(text);
  if (shape) return fail(shape);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    return fail({ line: 1, what: `the calendar cannot be read: ${(error as Error).message}` });
  }
  const problem = eventProblem(calendar, text);
  if (problem) return fail(problem);
  const components = calendar.getAllSubcomponents("vevent");
  return {
    ok: true,
    events: components.length,
    read: (from, to, timeZone) => {
      const span = occurrences(components, from, to, timeZone);
      return span.ok ? span : { ok: false, problem: `${file}: ${span.problem}` };
    },
  };
}

const day = 86_400_000;

/** A time's wall clock read as if it were UTC: within a day of its instant in any zone, and cheap. */
const roughly = (time: ICAL.Time) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

function occurrences(components: ICAL.Component[], from: number, to: number, timeZone: string): SpanReading {
  // An override (RECURRENCE-ID) belongs to the event of its UID; one without that event stands alone.
  const masters = new Map<string, ICAL.Event>();
  const loose: ICAL.Event[] = [];
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (!event.isRecurrenceException()) masters.set(event.uid, event);
  }
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (!event.isRecurrenceException()) continue;
    const master = masters.get(event.uid);
    if (master) master.relateException(event);
    else loose.push(event);
  }

  const found: FeedOccurrence[] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, id: string) => {
    const allDay = start.isDate;
    const startAt = allDay ? instantIn(timeZone, dayOf(start)) : instantOf(start, zoneIdOf(item, "dtstart"), timeZone);
    // An all-day event's end is the day after its last (DTEND is exclusive); without one it is one day.
    const endDay = allDay ? (end && end.compare(start) > 0 ? dayOf(end) : addDays(dayOf(start), 1)) : undefined;
    const endAt = endDay
      ? instantIn(timeZone, endDay)
      : end
        ? Math.max(instantOf(end, zoneIdOf(item, "dtend"), timeZone), startAt)
        : startAt;
    if (endAt <= from || startAt >= to) return;
    const text = (name: string) => {
      const value = item.component.getFirstPropertyValue(name);
      return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
    };
    found.push({
      id,
      title: item.summary.trim(),
      allDay,
      start: startAt,
      end: endAt,
      firstDay: allDay ? dayOf(start) : wallTime(timeZone, startAt).date,
      lastDay: endDay ? addDays(endDay, -1) : wallTime(timeZone, Math.max(startAt, endAt - 1)).date,
      location: text("location"),
      description: text("description"),
      // A link is a web page's: a feed's javascript:, data: or vbscript: address is no "Register" button.
      url: webAddress(text("url")),
      cancelled: String(item.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED",
    });
  };

  const refuse = (event: ICAL.Event, what: string): SpanReading => ({
    ok: false,
    problem: `the event ${quoted(event.summary.trim())} (UID ${event.uid}) ${what}`,
  });
  let allRepeats = 0;
  for (const event of [...masters.values(), ...loose]) {
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate, event.uid);
      continue;
    }
    const iterator = event.iterator();
    const lasts = event.duration.toSeconds() * 1000;
    // A repeat that an override may move is looked at whatever its date.
    const moves = (next: ICAL.Time) => next.toString() in event.exceptions || event.rangeExceptions.length > 0;
    const before = found.length;
    let repeats = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      repeats += 1;
      allRepeats += 1;
      if (repeats > feedLimits.repeats)
        return refuse(event, `repeats more than ${counted(feedLimits.repeats)} times by the end of the weeks shown`);
      if (allRepeats > feedLimits.allRepeats)
        return refuse(
          event,
          `brings the calendar's repeats past ${counted(feedLimits.allRepeats)} by the end of the weeks shown`,
        );
      // One that ends more than a day before the span, wherever its zone: passed over without
      // working out its instant, so an event repeating for years costs little.
      if (roughly(next) + lasts + day < from && !moves(next)) continue;
      // The repeats come in order of their own dates; an override may move one, but not the ones after it.
      const due = next.isDate
        ? instantIn(timeZone, dayOf(next))
        : instantOf(next, zoneIdOf(event, "dtstart"), timeZone);
      if (due >= to + 31 * day) break;
      const details = event.getOccurrenceDetails(next);
      add(details.item, details.startDate, details.endDate, `${event.uid}/${dayOf(details.recurrenceId)}`);
      if (found.length - before > feedLimits.occurrences)
        return refuse(event, `happens more than ${counted(feedLimits.occurrences)} times in the weeks shown`);
    }
  }
  if (found.length > feedLimits.allOccurrences)
    return {
      ok: false,
      problem: `the calendar has ${counted(found.length)} events in the weeks shown, more than the ${counted(feedLimits.allOccurrences)} the site makes a calendar file for`,
    };
  return { ok: true, occurrences: found.sort((a, b) => a.start - b.start || a.title.localeCompare(b.title)) };
}
