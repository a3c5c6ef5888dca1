/**
 * A calendar file for each event the site shows (its "Add to calendar" link), written at the
 * build to /calendar/events/ from the church's calendar feed.
 */
import { eventCalendarHref, type CalendarFile, type ChurchPlace } from "../calendar-files.ts";
import { addDays, clockOf, wallTime } from "../time-zone.ts";
import type { FeedOccurrence } from "./calendar-feed.ts";
import { eventNames, shownEvents } from "./event-weeks.ts";
import { plainParagraphs } from "../plain-paragraphs.ts";

/** The calendar file of each event shown from `today` that is not cancelled. */
export function eventCalendars(
  occurrences: readonly FeedOccurrence[],
  today: string,
  place: ChurchPlace,
): CalendarFile[] {
  const host = new URL(place.origin).host;
  const shown = shownEvents(occurrences, today);
  const names = eventNames(shown);
  return shown
    .filter((event) => !event.cancelled)
    .map((event) => {
      const file = `${names.get(event.id)!}.ics`;
      const local = (instant: number) => {
        const wall = wallTime(place.timeZone, instant);
        return { date: wall.date, time: clockOf(wall.minutes) };
      };
      return {
        file,
        href: eventCalendarHref(file),
        calendar: {
          name: event.title,
          timeZone: place.timeZone,
          // Fixed by the event, so the file is the same from build to build.
          stamp: new Date(`${event.firstDay}T00:00:00Z`),
          events: [
            {
              uid: `${event.id.replace(/[^\w.@/-]/g, "-")}@${host}`,
              summary: event.title,
              ...(event.allDay
                ? {
                    allDay: true,
                    start: { date: event.firstDay, time: "00:00" },
                    end: { date: addDays(event.lastDay, 1), time: "00:00" },
                  }
                : { start: local(event.start), end: local(event.end) }),
              ...(event.description ? { description: plainParagraphs(event.description).join("\n") } : {}),
              location: event.location ?? place.location,
              ...(event.url ? { url: event.url } : {}),
            },
          ],
        },
      };
    });
}
