/**
 * "Live now": the header's link to the live stream, shown while a streamed service is on. It
 * reads the service times the link carries (`data-schedule`, app/lib/service-clock.ts) against
 * the visitor's clock in the church's time zone once a minute, which is all the work it does
 * (the zone's offsets come with the schedule: no Intl on the page). The
 * link hangs below the header, out of its flow, so showing it moves nothing. Without JavaScript
 * it stays hidden.
 */
import { everyMinute } from "~/lib/every-minute";
import { serviceOn, type LiveSchedule } from "~/lib/service-clock";
import { rememberOffsets } from "~/lib/time-zone";

export function liveNow(link: HTMLElement): void {
  const schedule = JSON.parse(link.dataset.schedule!) as LiveSchedule;
  rememberOffsets(schedule.timeZone, schedule.offsets);
  everyMinute(() => {
    link.hidden = serviceOn(schedule, Date.now()) === undefined;
  });
}
