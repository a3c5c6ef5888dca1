import { minutesOf } from "./time-zone.ts";

const longFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as people write it: 2019-05-12 becomes "May 12, 2019". */
export function longDate(isoDate: string): string {
  return longFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "18:30" as people read it: "6:30 PM". Written out: the page script uses it, and it needs no formatter of its own. */
export function clockLabel(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const monthDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const weekdayMonthDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A date as visitors read it, with the year only when it is not this year: "September 1" or "September 1, 2026". */
export function dateLabel(isoDate: string, today: string, { weekday = false } = {}): string {
  const label = (weekday ? weekdayMonthDay : monthDay).format(new Date(`${isoDate}T00:00:00Z`));
  return isoDate.slice(0, 4) === today.slice(0, 4) ? label : `${label}, ${isoDate.slice(0, 4)}`;
}
