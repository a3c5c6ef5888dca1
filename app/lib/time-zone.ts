/**
 * Wall-clock time in the church's time zone, with Intl only (no time-zone library): what day and
 * time it is there at an instant, and the instant a day and time there begins. Used by the build
 * (dated notices, the build's day, the streamed meetings of "Live now" and of the live stream
 * page). The browser asks Intl nothing: making a time zone's Intl.DateTimeFormat was the longest
 * task of every page after its first paint while the header read the clock, about 25 ms of a fast
 * machine's main thread and 100 ms of a slow phone's (docs/decisions/013). The live stream page's
 * line reads the church's clock from a table of the zone's offsets that the build works out
 * (`zoneOffsets`), with `changeAt` and `isoOffset` only.
 */

/**
 * A zone's offsets from UTC over a span of time. Each change is the minute (since 1970) from
 * which an offset holds, the offset (minutes east of UTC) and the zone's short name then ("EST");
 * the first change is the span's start, and `until` (a minute) its end.
 */
export interface ZoneOffsets {
  changes: [from: number, offset: number, name: string][];
  until: number;
}

/** The table's change in effect at a minute since 1970; its first before the span, its last after. */
export function changeAt(table: ZoneOffsets, minute: number): ZoneOffsets["changes"][number] {
  let change = table.changes[0]!;
  for (const next of table.changes) if (next[0] <= minute) change = next;
  return change;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock as numbered parts; one formatter per zone, made on first use. */
function partsAt(timeZone: string, instant: number): Record<string, number> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
}

/** Two digits of a whole number from 0 to 99; not padStart, which a page's first call makes slow. */
const pad = (n: number) => (n < 10 ? "0" : "") + n;

/** A 24-hour time ("10:30") as minutes since midnight (630). */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight (630) as a 24-hour time ("10:30"): the reverse of minutesOf. */
export const clockOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** What the clock on the wall says in a time zone at an instant. */
export interface WallTime {
  /** YYYY-MM-DD. */
  date: string;
  /** Minutes since midnight, 0 to 1439. */
  minutes: number;
}

/** The date and time in a time zone at an instant (milliseconds since 1970). */
export function wallTime(timeZone: string, instant: number): WallTime {
  const p = partsAt(timeZone, instant);
  return { date: `${p["year"]}-${pad(p["month"]!)}-${pad(p["day"]!)}`, minutes: p["hour"]! * 60 + p["minute"]! };
}

/** Today's date in a time zone, as YYYY-MM-DD. */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  return wallTime(timeZone, now.getTime()).date;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
export function offsetAt(timeZone: string, instant: number): number {
  const p = partsAt(timeZone, instant);
  return (
    Date.UTC(p["year"]!, p["month"]! - 1, p["day"]!, p["hour"]!, p["minute"]!, p["second"]!) -
    Math.floor(instant / 1000) * 1000
  );
}

/**
 * The instant a day's time (minutes since midnight) comes in a time zone, in milliseconds since
 * 1970: after whatever daylight-saving change that day has, so 10:30 on the day clocks go
 * forward is 10:30 summer time. A time the clocks skip is the moment they skip to: a day whose
 * midnight never comes (Santiago's and Havana's clocks go forward at midnight) begins at 1 AM.
 */
export function instantIn(timeZone: string, day: string, minutes = 0): number {
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // The offset at that time read as UTC may differ from the one at the zone's time: a second look settles it.
  const first = asUtc - offsetAt(timeZone, asUtc);
  const second = asUtc - offsetAt(timeZone, first);
  // Only in a skipped hour does the second look land before it, on the clock the change left behind.
  return wallTime(timeZone, second).date < day ? first : second;
}

/** The zone's offset from UTC at an instant as ISO 8601 writes it: "-05:00". */
export function offsetLabel(timeZone: string, instant: number): string {
  return isoOffset(Math.round(offsetAt(timeZone, instant) / 60_000));
}

/**
 * An instant's date and time in UTC to the minute, "2026-11-29T15:30", as `toISOString` begins:
 * read from the date's fields, since the browser's first `toISOString` on a page took about a
 * millisecond of its main thread (measured in Chromium, against 0.1 ms for the fields).
 */
export function utcMinute(instant: number): string {
  const date = new Date(instant);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day}T${clockOf(date.getUTCHours() * 60 + date.getUTCMinutes())}`;
}

/** An offset from UTC in minutes (-300) as ISO 8601 writes it: "-05:00". */
export function isoOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A date and time in a time zone with the zone's offset at that moment, as ISO 8601 and
 * schema.org write it: "2027-10-17T18:30:00-04:00".
 */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${offsetLabel(timeZone, instantIn(timeZone, date, minutesOf(time)))}`;
}

/** The zone's name at an instant: "EST" (`short`) or "Eastern Time" (`longGeneric`). */
export function zoneName(timeZone: string, instant: number, style: "short" | "longGeneric"): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")!.value;
}

/** The day `days` after a date (or before, when negative), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The zone's offsets from `from` up to `until` (instants), for the live stream page's line
 * (`changeAt`): read day by day, and each change found to the minute between the two days
 * around it (no zone changes its clock twice in a day).
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const day = 86_400_000;
  const minuteOf = (instant: number) => Math.floor(instant / 60_000);
  const offsetMinutes = (instant: number) => Math.round(offsetAt(timeZone, instant) / 60_000);
  const change = (instant: number): ZoneOffsets["changes"][number] => [
    minuteOf(instant),
    offsetMinutes(instant),
    zoneName(timeZone, instant, "short"),
  ];
  const changes = [change(from)];
  // Each day's offset at its end is the next day's at its start: each is asked for once.
  let before = changes[0]![1];
  for (let start = from; start < until; start += day) {
    const end = Math.min(start + day, until);
    const after = offsetMinutes(end);
    if (after === before) continue;
    // The first minute with the new offset: the offset is the old one at `low`, the new one at `high`.
    let low = minuteOf(start);
    let high = minuteOf(end);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetMinutes(middle * 60_000) === before) low = middle;
      else high = middle;
    }
    changes.push(change(high * 60_000));
    before = after;
  }
  return { changes, until: minuteOf(until) };
}
