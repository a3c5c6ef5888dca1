/**
 * When the services meet, read from the service times of the site settings (day, week of the
 * month for a monthly one, start and end in the church's time zone): whether one is on at an
 * instant and which one starts next. The live stream page's script asks each minute, for its next
 * service (app/features/media/next-service.ts); the build asks for the calendar file and for the
 * moments the header's "Live now" shows and hides (liveTimes, app/lib/live-now.ts). It imports
 * nothing that would weigh on the page script.
 */
import { weekdays } from "../../content/schema/weekdays.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { clockLabel } from "./dates.ts";
import { addDays, instantIn, minutesOf, wallTime, zonedDateTime, zoneOffsets, type ZoneOffsets } from "./time-zone.ts";

type ServiceTime = SiteConfig["serviceTimes"][number];

/** What the page script gets of a service: its name and when it meets. */
export type ServiceHours = Pick<ServiceTime, "name" | "day" | "week" | "start" | "end">;

/** The streamed services and the church's time zone, as the live stream page carries them to its script. */
export interface LiveSchedule {
  timeZone: string;
  services: ServiceHours[];
  /** The zone's offsets for two years from the build's day, so the page script reads its clock without Intl. */
  offsets?: ZoneOffsets;
}

/**
 * How far ahead of the build's day the page knows the church's clock: the table of the zone's
 * offsets (a site not rebuilt for longer reads its clock with Intl) and the moments of "Live now".
 */
export const offsetsYears = 2;

/** The days a page built on `today` knows the church's clock for: from the day before, {@link offsetsYears} years on. */
const knownDays = (today: string) => ({ first: addDays(today, -1), last: addDays(today, offsetsYears * 365) });

const tables = new Map<string, ZoneOffsets>();

/** The services that are streamed, for the page script built on `today`: nothing it does not read. */
export function liveSchedule(config: Pick<SiteConfig, "serviceTimes" | "church">, today: string): LiveSchedule {
  const { timeZone } = config.church;
  const key = `${timeZone} ${today}`;
  // Every page carries the same table: worked out once a build.
  let offsets = tables.get(key);
  if (!offsets) {
    const { first, last } = knownDays(today);
    offsets = zoneOffsets(timeZone, instantIn(timeZone, first), instantIn(timeZone, last));
    tables.set(key, offsets);
  }
  return {
    timeZone,
    services: config.serviceTimes
      .filter((service) => service.streamed)
      .map(({ name, day, week, start, end }) => ({ name, day, week, start, end })),
    offsets,
  };
}

const times = new Map<string, number[]>();

/**
 * The moments, in minutes since 1970 (UTC), at which a streamed service begins and ends, in turn,
 * from the day before `today` for {@link offsetsYears} years: the header's "Live now" shows from
 * each beginning up to the end that follows. Services that meet back to back are one stretch, so
 * the moments only ever grow.
 */
export function liveTimes(config: Pick<SiteConfig, "serviceTimes" | "church">, today: string): number[] {
  const { timeZone } = config.church;
  const streamed = config.serviceTimes.filter((service) => service.streamed);
  const key = JSON.stringify([timeZone, today, streamed]);
  const known = times.get(key);
  if (known) return known;
  const meetings: [number, number][] = [];
  const { first, last } = knownDays(today);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const service of streamed) {
      if (!meetsOn(service, date)) continue;
      const minute = (time: string) => instantIn(timeZone, date, minutesOf(time)) / 60_000;
      meetings.push([minute(service.start), minute(service.end)]);
    }
  }
  meetings.sort((a, b) => a[0] - b[0]);
  const moments: number[] = [];
  for (const [start, end] of meetings) {
    if (moments.length > 0 && start <= moments.at(-1)!) moments[moments.length - 1] = Math.max(moments.at(-1)!, end);
    else moments.push(start, end);
  }
  times.set(key, moments);
  return moments;
}

/**
 * Whether a service meets on a date (YYYY-MM-DD): on its weekday and, for a monthly one, in its
 * week of the month (the 3rd Sunday falls on the 15th to the 21st).
 */
export function meetsOn(service: Pick<ServiceTime, "day" | "week">, date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  if (weekdays[day.getUTCDay()] !== service.day) return false;
  return !service.week || Math.ceil(day.getUTCDate() / 7) === service.week;
}

/** The service on at an instant, if any: from its start up to, not including, its end. */
export function serviceOn(schedule: LiveSchedule, now: number): ServiceHours | undefined {
  const { date, minutes } = wallTime(schedule.timeZone, now);
  return schedule.services.find((s) => meetsOn(s, date) && minutesOf(s.start) <= minutes && minutes < minutesOf(s.end));
}

/** A service's next meeting: which, on what date, and the instant it starts. */
export interface NextService {
  service: ServiceHours;
  date: string;
  start: number;
}

/** The service's first meeting on or after `since` (YYYY-MM-DD), for the start of its repeating event. */
export function firstMeeting(service: Pick<ServiceTime, "name" | "day" | "week">, since: string): string {
  // Every weekday comes a 5th time in some month of any year.
  for (let i = 0; i < 366; i++) {
    const date = addDays(since, i);
    if (meetsOn(service, date)) return date;
  }
  throw new Error(`${service.name} never meets: the ${service.week}th ${service.day} does not exist`);
}

/** The next service to start after an instant; none when no service is listed. */
export function nextService(schedule: LiveSchedule, now: number): NextService | undefined {
  const { timeZone, services } = schedule;
  const today = wallTime(timeZone, now);
  const meetings = services.map((service) => {
    const first = firstMeeting(service, today.date);
    const started = first === today.date && minutesOf(service.start) <= today.minutes;
    const date = started ? firstMeeting(service, addDays(today.date, 1)) : first;
    return { service, date, start: instantIn(timeZone, date, minutesOf(service.start)) };
  });
  return meetings.sort((a, b) => a.start - b.start)[0];
}

/**
 * How long until a service, as a visitor reads it: "in 2 days", "tomorrow", and on the day
 * "in 3 hours" or, within two hours, "in 45 minutes". Days are counted on the church's calendar,
 * so Saturday evening to Sunday morning is "tomorrow".
 */
export function untilLabel(schedule: LiveSchedule, next: NextService, now: number): string {
  const days = Math.round((Date.parse(next.date) - Date.parse(wallTime(schedule.timeZone, now).date)) / 86_400_000);
  if (days > 1) return `in ${days} days`;
  if (days === 1) return "tomorrow";
  const minutes = Math.max(1, Math.ceil((next.start - now) / 60_000));
  if (minutes >= 120) return `in ${Math.round(minutes / 60)} hours`;
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}

/** What the live stream page says about a service: "Sunday 10:30 AM", its `<time>` value, and its end "12:00 PM". */
export function serviceWhenLabel(schedule: LiveSchedule, service: ServiceHours, date: string) {
  return {
    label: `${service.day} ${clockLabel(service.start)}`,
    datetime: zonedDateTime(date, service.start, schedule.timeZone),
    ends: clockLabel(service.end),
    endDatetime: zonedDateTime(date, service.end, schedule.timeZone),
  };
}
