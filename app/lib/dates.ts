const longFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as people write it: 2019-05-12 becomes "May 12, 2019". */
export function longDate(isoDate: string): string {
  return longFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** "18:30" as people read it: "6:30 PM". */
export function clockLabel(time: string): string {
  return timeFormat.format(new Date(`1970-01-01T${time}:00Z`));
}

const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const weekdayMonthDay = new Intl.DateTimeFormat("en-US", {
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
