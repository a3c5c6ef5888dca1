/**
 * When the services meet, read from the service times of the site settings (day, week of the
 * month for a monthly one, start and end in the church's time zone). The build works out each
 * streamed meeting for two years: the moments the header's "Live now" shows and hides (liveTimes,
 * app/lib/live-now.ts) and the timetable the live stream page's line reads (liveSchedule,
 * app/features/media/next-service.ts), so neither reads a calendar or a time zone in the browser.
 * The first meeting of each service also starts its event in the calendar file.
 */
import { weekdays } from "../../content/schema/weekdays.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { clockLabel } from "./dates.ts";
import { addDays, instantIn, minutesOf, zoneOffsets, type ZoneOffsets } from "./time-zone.ts";

type ServiceTime = SiteConfig["serviceTimes"][number];

/**
 * The live stream page's timetable for its line: the streamed services as the line names them,
 * their meetings for {@link offsetsYears} years from the day before the build's day, and the
 * church's clock over the same span.
 */
export interface LiveSchedule {
  /** Each streamed service: "Worship Service", when it starts ("Sunday 10:30 AM") and ends ("12:00 PM"). */
  services: { name: string; starts: string; ends: string }[];
  /**
   * Each meeting in turn as three numbers: the service's index, the minutes since the meeting
   * before began (the first: since 1970, UTC) and its length in minutes. A weekly service's
   * numbers repeat, which the page's compression all but removes.
   */
  meetings: number[];
  /** The zone's offsets over the same span: the church's days, the `<time>` values, the zone's short name. */
  offsets: ZoneOffsets;
}

/**
 * How far ahead of the build's day the pages know the streamed meetings and the church's clock.
 * A site not rebuilt for longer stops showing "Live now" and the next service, and says the
 * schedule's times and time zone instead.
 */
export const offsetsYears = 2;

/** The days a page built on `today` knows the church's clock for: from the day before, {@link offsetsYears} years on. */
const knownDays = (today: string) => ({ first: addDays(today, -1), last: addDays(today, offsetsYears * 365) });

type Config = Pick<SiteConfig, "serviceTimes" | "church">;

/** The services that are streamed, in the site settings' order: a meeting names its service by its index here. */
const streamedServices = (config: Config) => config.serviceTimes.filter((service) => service.streamed);

/** A meeting of a streamed service: its index among them, and its start and end in minutes since 1970 (UTC). */
type Meeting = [service: number, start: number, end: number];

const known = new Map<string, Meeting[]>();

/** Every meeting of the streamed services over the known days, in the order they begin: worked out once a build. */
function streamedMeetings(config: Config, today: string): Meeting[] {
  const { timeZone } = config.church;
  const streamed = streamedServices(config);
  const key = JSON.stringify([timeZone, today, streamed]);
  const cached = known.get(key);
  if (cached) return cached;
  const meetings: Meeting[] = [];
  const { first, last } = knownDays(today);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    streamed.forEach((service, index) => {
      if (!meetsOn(service, date)) return;
      const minute = (time: string) => instantIn(timeZone, date, minutesOf(time)) / 60_000;
      meetings.push([index, minute(service.start), minute(service.end)]);
    });
  }
  meetings.sort((a, b) => a[1] - b[1]);
  known.set(key, meetings);
  return meetings;
}

const tables = new Map<string, ZoneOffsets>();

/** The live stream page's timetable, for a page built on `today`: nothing its line does not read. */
export function liveSchedule(config: Config, today: string): LiveSchedule {
  const { timeZone } = config.church;
  const key = `${timeZone} ${today}`;
  let offsets = tables.get(key);
  if (!offsets) {
    const { first, last } = knownDays(today);
    offsets = zoneOffsets(timeZone, instantIn(timeZone, first), instantIn(timeZone, last));
    tables.set(key, offsets);
  }
  return {
    services: streamedServices(config).map(({ name, day, start, end }) => ({
      name,
      starts: `${day} ${clockLabel(start)}`,
      ends: clockLabel(end),
    })),
    meetings: streamedMeetings(config, today).flatMap(([service, start, end], i, all) => [
      service,
      start - (i === 0 ? 0 : all[i - 1]![1]),
      end - start,
    ]),
    offsets,
  };
}

/**
 * The moments, in minutes since 1970 (UTC), at which a streamed service begins and ends, in turn,
 * from the day before `today` for {@link offsetsYears} years: the header's "Live now" shows from
 * each beginning up to the end that follows. Services that meet back to back are one stretch, so
 * the moments only ever grow.
 */
export function liveTimes(config: Config, today: string): number[] {
  const moments: number[] = [];
  for (const [, start, end] of streamedMeetings(config, today)) {
    if (moments.length > 0 && start <= moments.at(-1)!) moments[moments.length - 1] = Math.max(moments.at(-1)!, end);
    else moments.push(start, end);
  }
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

/** The service's first meeting on or after `since` (YYYY-MM-DD), for the start of its repeating event. */
export function firstMeeting(service: Pick<ServiceTime, "name" | "day" | "week">, since: string): string {
  // Every weekday comes a 5th time in some month of any year.
  for (let i = 0; i < 366; i++) {
    const date = addDays(since, i);
    if (meetsOn(service, date)) return date;
  }
  throw new Error(`${service.name} never meets: the ${service.week}th ${service.day} does not exist`);
}
