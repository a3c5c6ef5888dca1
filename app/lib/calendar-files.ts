import type { Calendar } from "./ics.ts";

/** Where the site's calendar files are served. */
export const calendarDir = "/calendar";

/** Where an event of the church's calendar feed has its own file (app/lib/events/event-weeks.ts names it). */
export const eventCalendarHref = (file: string): string => `${calendarDir}/events/${file}`;

/** The church as the place of its events, from the site config. */
export interface ChurchPlace {
  origin: string;
  timeZone: string;
  /** The church's name and address in one line, for the calendar's location. */
  location: string;
}

/** A calendar file to write at build time and link from a page. */
export interface CalendarFile {
  /** File name, such as missions-conference-2027-session-3.ics. */
  file: string;
  href: string;
  calendar: Calendar;
}
