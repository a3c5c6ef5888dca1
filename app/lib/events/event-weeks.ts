/**
 * The church's events as visitors read them: the weeks from this one on, each with its events,
 * each event with its day, time, place, description and registration, in the church's zone.
 */
import { clockLabel, dateLabel } from "../dates.ts";
import { slugify } from "../slugify.ts";
import { plainParagraphs } from "../plain-paragraphs.ts";
import { addDays, clockOf, wallTime } from "../time-zone.ts";
import type { FeedOccurrence } from "./calendar-feed.ts";

/** How many weeks the events page and the home page's section look ahead. */
export const weeksAhead = 8;

export interface EventView {
  id: string;
  title: string;
  /** "Wednesday, December 2", or "Friday, January 22, to Sunday, January 24". */
  when: string;
  /** "5:30 to 8:00 PM", "11:30 AM to 1:00 PM", or "All day". */
  time: string;
  place?: string;
  /** The description's paragraphs, as plain text. */
  paragraphs: string[];
  /** Where to sign up: a sign-up of the content named by its address, or the event's own page. */
  registration?: { href: string; signUp?: string };
  cancelled: boolean;
  firstDay: string;
  lastDay: string;
  /** Its anchor on the page, "event-2026-12-24-christmas-eve". */
  anchor: string;
  /** Whether an earlier event of the list has its title: a weekly meeting is found by the site search once. */
  repeat: boolean;
  /** Its calendar file, when it has one. */
  calendar?: string;
}

export interface EventWeek {
  /** "Week of December 13": the Sunday it begins on. */
  heading: string;
  /** The week's Sunday and Saturday. */
  firstDay: string;
  lastDay: string;
  events: EventView[];
}

/** The Sunday that begins a day's week (YYYY-MM-DD). */
export const weekStart = (day: string): string => addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay());

/** "5:30 to 8:00 PM" when both are in the afternoon, "11:30 AM to 1:00 PM" otherwise. */
export function timeRange(start: number, end: number, timeZone: string): string {
  const from = clockLabel(clockOf(wallTime(timeZone, start).minutes));
  if (end <= start) return from;
  const to = clockLabel(clockOf(wallTime(timeZone, end).minutes));
  return from.slice(-2) === to.slice(-2) ? `${from.slice(0, -3)} to ${to}` : `${from} to ${to}`;
}

/**
 * A name of its own for each event shown, from its day and title ("2026-12-24-christmas-eve"),
 * numbered when two share both: its calendar file's name and its anchor on the page.
 */
export function eventNames(events: readonly Pick<FeedOccurrence, "id" | "firstDay" | "title">[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const event of events) {
    const base = `${event.firstDay}-${slugify(event.title)}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    names.set(event.id, name);
  }
  return names;
}

export interface WeekOptions {
  today: string;
  timeZone: string;
  /** The content's sign-ups, to name an event's registration by the sign-up it is. */
  signUps?: readonly { name: string; url: string }[];
  /** Where an event's calendar file is served, by its file name ("/calendar/events/…"). */
  calendarHref?: (file: string) => string;
  weeks?: number;
}

/** The events shown from `today`: not yet over, and starting within the weeks shown. */
export function shownEvents(
  occurrences: readonly FeedOccurrence[],
  today: string,
  weeks = weeksAhead,
): FeedOccurrence[] {
  const end = addDays(weekStart(today), weeks * 7);
  return occurrences.filter((event) => event.lastDay >= today && event.firstDay < end);
}

/** The events of the weeks from today's on, grouped by week (Sunday to Saturday); a week without events is left out. */
export function eventWeeks(occurrences: readonly FeedOccurrence[], options: WeekOptions): EventWeek[] {
  const { today, timeZone, signUps = [], calendarHref, weeks = weeksAhead } = options;
  const thisWeek = weekStart(today);
  const byWeek = new Map<string, EventView[]>();
  const shown = shownEvents(occurrences, today, weeks);
  const names = eventNames(shown);
  const titles = new Set<string>();
  for (const event of shown) {
    const repeat = titles.has(event.title);
    titles.add(event.title);
    const name = names.get(event.id)!;
    // An event under way since an earlier week is listed in this one.
    const week = event.firstDay < thisWeek ? thisWeek : weekStart(event.firstDay);
    const signUp = signUps.find((s) => s.url === event.url);
    const oneDay = event.firstDay === event.lastDay;
    const view: EventView = {
      id: event.id,
      title: event.title,
      when: oneDay
        ? dateLabel(event.firstDay, today, { weekday: true })
        : `${dateLabel(event.firstDay, today, { weekday: true })}, to ${dateLabel(event.lastDay, today, { weekday: true })}`,
      time: event.allDay ? "All day" : timeRange(event.start, event.end, timeZone),
      ...(event.location ? { place: event.location } : {}),
      paragraphs: plainParagraphs(event.description),
      ...(event.url && !event.cancelled
        ? { registration: { href: event.url, ...(signUp ? { signUp: signUp.name } : {}) } }
        : {}),
      cancelled: event.cancelled,
      firstDay: event.firstDay,
      lastDay: event.lastDay,
      anchor: `event-${name}`,
      repeat,
      ...(calendarHref && !event.cancelled ? { calendar: calendarHref(`${name}.ics`) } : {}),
    };
    byWeek.set(week, [...(byWeek.get(week) ?? []), view]);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([firstDay, events]) => ({
      // A week is named by its Sunday, never "this week": a page built on Sunday is still read on Friday.
      heading: `Week of ${dateLabel(firstDay, today)}`,
      firstDay,
      // Its Saturday, or the last day of an event that goes on into the next week.
      lastDay: [addDays(firstDay, 6), ...events.map((event) => event.lastDay)].sort().at(-1)!,
      events,
    }));
}

/** The events of the next seven days, from this week's and the next: the home page's This Week. */
export function nextSevenDays(occurrences: readonly FeedOccurrence[], options: WeekOptions): EventView[] {
  return eventWeeks(occurrences, { ...options, weeks: 2 })
    .flatMap((week) => week.events)
    .filter((event) => event.firstDay <= addDays(options.today, 6));
}

/** The last days of the events shown and of their weeks: each, once past, hides what ended then. */
export function eventDays(occurrences: readonly FeedOccurrence[], today: string, timeZone: string): string[] {
  const weeks = eventWeeks(occurrences, { today, timeZone });
  return [...new Set(weeks.flatMap((week) => [week.lastDay, ...week.events.map((event) => event.lastDay)]))].sort();
}
