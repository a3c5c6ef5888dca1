/**
 * The live stream page's line that says when the next service starts: "Next service: Sunday
 * 10:30 AM, in 2 days (Worship Service)." or, during one, "Live now: the Worship Service, until
 * 12:00 PM." The build hands it a timetable (`data-schedule`, liveSchedule in
 * app/lib/service-clock.ts): the streamed meetings for two years, already in minutes since 1970,
 * and the church's clock over the same span. So the browser only finds the first meeting not yet
 * over against the visitor's clock, once a minute: no calendar, no time zone, no Intl. It replaces
 * the text of a paragraph whose height is kept, so the change moves nothing; without JavaScript,
 * and past the timetable's end, the line says which time zone the schedule is in. The page
 * carries it as an inline script just after the line (app/browser/next-service.ts), which writes
 * it before the first paint.
 */
import { everyMinute } from "~/lib/every-minute";
import type { LiveSchedule } from "~/lib/service-clock";
import { changeAt, isoOffset, utcMinute, type ZoneOffsets } from "~/lib/time-zone";

/** The line's `id`, by which the inline script finds it. */
export const nextServiceId = "next-service";

const minuteMs = 60_000;

/** A minute since 1970 as a `<time>` value on the church's clock: "2026-11-29T10:30:00-05:00". */
function churchTime(offsets: ZoneOffsets, minute: number): string {
  const offset = changeAt(offsets, minute)[1];
  return `${utcMinute((minute + offset) * minuteMs)}:00${isoOffset(offset)}`;
}

/** The day on the church's calendar (days since 1970) at a minute since 1970. */
const churchDay = (offsets: ZoneOffsets, minute: number) => Math.floor((minute + changeAt(offsets, minute)[1]) / 1440);

/**
 * How long until a service, as a visitor reads it: "in 2 days", "tomorrow", and on the day
 * "in 3 hours" or, within two hours, "in 45 minutes". Days are counted on the church's calendar,
 * so Saturday evening to Sunday morning is "tomorrow"; hours are real ones, across a change of clocks.
 */
function untilLabel(offsets: ZoneOffsets, start: number, now: number): string {
  const days = churchDay(offsets, start) - churchDay(offsets, now / minuteMs);
  if (days > 1) return `in ${days} days`;
  if (days === 1) return "tomorrow";
  const minutes = Math.max(1, Math.ceil(start - now / minuteMs));
  if (minutes >= 120) return `in ${Math.round(minutes / 60)} hours`;
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}

function time(label: string, datetime: string): HTMLTimeElement {
  const element = document.createElement("time");
  element.dateTime = datetime;
  element.textContent = label;
  return element;
}

/**
 * The line at an instant (milliseconds since 1970): the meeting on, or else the next to begin;
 * nothing past the timetable's end. A visitor whose own clock reads another time is told the
 * church's zone ("Sunday 10:30 AM EST").
 */
export function nextServiceLine(schedule: LiveSchedule, now: number, elsewhere: boolean): (Node | string)[] {
  const { services, meetings, offsets } = schedule;
  let start = 0;
  // The meetings come in the order they begin: the first not yet over is on, or else the next.
  for (let i = 0; i < meetings.length; i += 3) {
    start += meetings[i + 1]!;
    const end = start + meetings[i + 2]!;
    if (end * minuteMs <= now) continue;
    const service = services[meetings[i]!]!;
    if (start * minuteMs <= now) {
      return [`Live now: the ${service.name}, until `, time(service.ends, churchTime(offsets, end)), "."];
    }
    const zone = elsewhere ? ` ${changeAt(offsets, start)[2]}` : "";
    return [
      "Next service: ",
      time(service.starts + zone, churchTime(offsets, start)),
      `, ${untilLabel(offsets, start, now)} (${service.name}).`,
    ];
  }
  return [];
}

export function nextService(line: HTMLElement): void {
  const schedule = JSON.parse(line.dataset.schedule!) as LiveSchedule;
  // "Another time zone" is a clock that reads differently from the church's: told by the offsets,
  // since asking Intl for the visitor's zone's name costs the main thread tens of milliseconds.
  const now = Date.now();
  const elsewhere = -new Date(now).getTimezoneOffset() !== changeAt(schedule.offsets, now / minuteMs)[1];
  // Past the timetable's end (or with no service streamed) the line says again what it was built with.
  // Copied by index: spreading the NodeList takes its iterator, slow on a page's first use.
  const built = Array.prototype.slice.call(line.childNodes) as ChildNode[];
  everyMinute(() => {
    const parts = nextServiceLine(schedule, Date.now(), elsewhere);
    line.replaceChildren(...(parts.length > 0 ? parts : built));
  });
}
