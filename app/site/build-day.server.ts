import { dateIn } from "../lib/time-zone.ts";

/**
 * The day the site is built for, in the church's time zone: today, or SITE_TODAY (YYYY-MM-DD)
 * when set, so that a test build shows the same notices on any day it runs.
 */
export function buildDay(timeZone: string, env: Record<string, string | undefined> = process.env): string {
  const pinned = env["SITE_TODAY"];
  if (pinned === undefined || pinned === "") return dateIn(timeZone);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(`${pinned}T00:00:00Z`))) {
    throw new Error(`SITE_TODAY must be a date written as YYYY-MM-DD, not "${pinned}"`);
  }
  return pinned;
}
