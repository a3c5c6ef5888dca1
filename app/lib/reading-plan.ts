/**
 * Reading-plan arithmetic on calendar dates. Dates are handled as UTC midnights of the visitor's
 * own calendar day, so daylight-saving changes and time zones never shift a week.
 */

/** How many weeks the page lists, and how many of them come before the current week. */
export const weeksListed = 15;
export const weeksBefore = 7;

const day = 24 * 60 * 60 * 1000;
const week = 7 * day;

/** One listed week: "Week 12 - 01/05/26", linking to its bookmark. */
export interface PlanWeek {
  weekNumber: number;
  /** The Monday, as YYYY-MM-DD. */
  monday: string;
  /** The Monday as MM/DD/YY, en-US. */
  dateString: string;
  label: string;
  /** The bookmark image, such as /img/readingplan/012.png. */
  href: string;
  current: boolean;
}

/** The visitor's calendar day, as a UTC midnight, from a moment in their local time. */
export function localDay(now: Date): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** A YYYY-MM-DD date as a UTC midnight. */
export const parseDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the week a day falls in; weeks run Monday to Sunday. */
export function mondayOf(date: Date): Date {
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * day);
}

/** The week a day falls in, as its Monday (YYYY-MM-DD). */
export const weekOf = (date: Date) => isoDay(mondayOf(date));

/** The visitor's week now, as its Monday (YYYY-MM-DD): the head's loader works it out the same way (`weekScript`). */
export const visitorWeek = (now = new Date()) => weekOf(localDay(now));

/**
 * The plan's week number for a Monday: weeks since the epoch Monday, minus 10, wrapped to 1..`length`
 * (the plan's weeks: 106 in the sample, SPEC §9).
 */
export function weekNumber(monday: Date, epochMonday: Date, length: number): number {
  const weeks = Math.round((monday.getTime() - epochMonday.getTime()) / week);
  return ((((weeks - 10) % length) + length) % length) + 1;
}

// Made on first use: every page's script imports this module (for mondayOf), and the first
// Intl formatter of a page costs a phone tens of milliseconds.
let shortDate: Intl.DateTimeFormat | undefined;
const formatShort = (date: Date) =>
  (shortDate ??= new Intl.DateTimeFormat("en-US", {
    month: "2-digit",
    day: "2-digit",
    year: "2-digit",
    timeZone: "UTC",
  })).format(date);

/** The bookmark image of a week: /img/readingplan/007.png. */
export const bookmarkHref = (weekNumber: number) => `/img/readingplan/${String(weekNumber).padStart(3, "0")}.png`;

/** The weeks the page lists for a given day: 15, from 7 weeks before this week, a week apart. */
export function listedWeeks(today: Date, epochMonday: Date, length: number): PlanWeek[] {
  const thisMonday = mondayOf(today);
  return Array.from({ length: weeksListed }, (_, i) => {
    const monday = new Date(thisMonday.getTime() + (i - weeksBefore) * week);
    const number = weekNumber(monday, epochMonday, length);
    const dateString = formatShort(monday);
    return {
      weekNumber: number,
      monday: isoDay(monday),
      dateString,
      label: `Week ${number} - ${dateString}`,
      href: bookmarkHref(number),
      current: i === weeksBefore,
    };
  });
}
