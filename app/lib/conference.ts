import type { Conference } from "../../content/schema/conference.ts";
import { calendarDir, type CalendarFile, type ChurchPlace } from "./calendar-files.ts";
import type { Calendar } from "./ics.ts";
import { clockLabel, dateLabel } from "./dates.ts";
import { siteHost } from "./site-paths.ts";
import { slugify } from "./slugify.ts";

/** One file for the whole conference, then one per session, in session order. */
export function conferenceCalendars(conference: Conference, place: ChurchPlace): CalendarFile[] {
  const base = slugify(conference.name);
  const url = `${place.origin}/missions_conference`;
  const host = siteHost(place.origin);
  const events = conference.sessions.map((session, i) => ({
    uid: `${base}-session-${i + 1}@${host}`,
    start: { date: session.date, time: session.start },
    end: { date: session.date, time: session.end },
    summary: `${session.title} (${conference.name})`,
    description: [session.speaker, session.description].filter(Boolean).join(": "),
    location: place.location,
    url,
  }));
  const calendar = (name: string, list: typeof events): Calendar => ({
    name,
    timeZone: place.timeZone,
    stamp: new Date(`${conference.published}T00:00:00Z`),
    events: list,
  });
  const file = (name: string) => ({ file: name, href: `${calendarDir}/${name}` });
  return [
    { ...file(`${base}.ics`), calendar: calendar(conference.name, events) },
    ...events.map((event, i) => ({
      ...file(`${base}-session-${i + 1}.ics`),
      calendar: calendar(event.summary, [event]),
    })),
  ];
}

/** The sessions grouped by day, with readable labels: "Sunday, October 17", with the year when it is not `today`'s. */
export function sessionsByDay(conference: Conference, today: string) {
  const days = [...new Set(conference.sessions.map((s) => s.date))];
  return days.map((date) => ({
    date,
    label: dateLabel(date, today, { weekday: true }),
    sessions: conference.sessions
      .map((session, index) => ({ ...session, index }))
      .filter((s) => s.date === date)
      .map((s) => ({ ...s, startLabel: clockLabel(s.start), endLabel: clockLabel(s.end) })),
  }));
}

/** The conference's first and last day, as YYYY-MM-DD. */
export function conferenceDays(conference: { sessions: readonly { date: string }[] }): { first: string; last: string } {
  const dates = conference.sessions.map((s) => s.date).sort();
  return { first: dates[0]!, last: dates.at(-1)! };
}
