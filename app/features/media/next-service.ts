/**
 * The live stream page's line that says when the next service starts: "Next service: Sunday
 * 10:30 AM, in 2 days (Worship Service)." or, during one, "Live now: the Worship Service, until
 * 12:00 PM." It reads the streamed services the line carries (`data-schedule`,
 * app/lib/service-clock.ts) against the visitor's clock in the church's time zone once a minute.
 * It replaces the text of a paragraph whose height is kept, so the change moves nothing; without
 * JavaScript the line says which time zone the schedule is in. The page carries it as an inline
 * script just after the line (app/browser/next-service.ts), which writes it before the first paint.
 */
import { everyMinute } from "~/lib/every-minute";
import {
  nextService as nextMeeting,
  serviceOn,
  serviceWhenLabel,
  untilLabel,
  type LiveSchedule,
} from "~/lib/service-clock";
import { offsetAt, rememberOffsets, wallTime, zoneName } from "~/lib/time-zone";

/** The line's `id`, by which the inline script finds it. */
export const nextServiceId = "next-service";

function time(label: string, datetime: string): HTMLTimeElement {
  const element = document.createElement("time");
  element.dateTime = datetime;
  element.textContent = label;
  return element;
}

/** The line at an instant; a visitor whose own clock reads another time is told the church's zone ("Sunday 10:30 AM EST"). */
export function nextServiceLine(schedule: LiveSchedule, now: number, elsewhere: boolean): (Node | string)[] {
  const on = serviceOn(schedule, now);
  if (on) {
    const when = serviceWhenLabel(schedule, on, wallTime(schedule.timeZone, now).date);
    return [`Live now: the ${on.name}, until `, time(when.ends, when.endDatetime), "."];
  }
  const next = nextMeeting(schedule, now);
  if (!next) return [];
  const when = serviceWhenLabel(schedule, next.service, next.date);
  const zone = elsewhere ? ` ${zoneName(schedule.timeZone, next.start, "short")}` : "";
  return [
    "Next service: ",
    time(when.label + zone, when.datetime),
    `, ${untilLabel(schedule, next, now)} (${next.service.name}).`,
  ];
}

export function nextService(line: HTMLElement): void {
  const schedule = JSON.parse(line.dataset.schedule!) as LiveSchedule;
  rememberOffsets(schedule.timeZone, schedule.offsets);
  // "Another time zone" is a clock that reads differently from the church's: told by the offsets,
  // since asking Intl for the visitor's zone's name costs the main thread tens of milliseconds.
  const now = Date.now();
  const elsewhere = -new Date(now).getTimezoneOffset() !== Math.round(offsetAt(schedule.timeZone, now) / 60_000);
  everyMinute(() => {
    const parts = nextServiceLine(schedule, Date.now(), elsewhere);
    if (parts.length > 0) line.replaceChildren(...parts);
  });
}
