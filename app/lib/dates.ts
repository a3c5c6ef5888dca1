const longFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as people write it: 2019-05-12 becomes "May 12, 2019". */
export function longDate(isoDate: string): string {
  return longFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
