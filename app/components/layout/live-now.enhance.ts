/**
 * "Live now": the header's link to the live stream, shown while a streamed service is on. It
 * reads the service times the link carries (`data-schedule`, app/lib/service-clock.ts) against
 * the visitor's clock in the church's time zone once a minute, which is all the work it does. The
 * link hangs below the header, out of its flow, so showing it moves nothing. Without JavaScript
 * it stays hidden.
 */
import { serviceOn, type LiveSchedule } from "~/lib/service-clock";

/** Runs `run` now, then at the start of every minute, and again when the page is shown after being hidden. */
export function everyMinute(run: () => void): void {
  const tick = () => {
    run();
    setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  tick();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") run();
  });
}

export function liveNow(link: HTMLElement): void {
  const schedule = JSON.parse(link.dataset.schedule!) as LiveSchedule;
  everyMinute(() => {
    link.hidden = serviceOn(schedule, Date.now()) === undefined;
  });
}
