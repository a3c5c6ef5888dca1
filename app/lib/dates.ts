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
