/**
 * The church's events, from the copy of its calendar feed that `npm run feeds` keeps
 * (content/feeds/calendar.ics): read at the build for the weeks the site shows. A church whose
 * settings name no calendar feed has no events; one whose copy is not fetched yet has none so
 * far; a copy that cannot be read stops the build, naming its file and line.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { readCalendarFeed, type FeedOccurrence } from "../lib/events/calendar-feed.ts";
import { weeksAhead, weekStart } from "../lib/events/event-weeks.ts";
import { addDays, instantIn } from "../lib/time-zone.ts";

/** Where the calendar feed's copy is kept. */
export const calendarFeedFile = "content/feeds/calendar.ics";

/** The events from the start of today's week to the end of the weeks shown; a problem when the copy cannot be read. */
export function readEvents(
  root: string,
  siteConfig: Pick<SiteConfig, "feeds" | "church">,
  today: string,
): { events?: FeedOccurrence[]; problem?: string } {
  if (!siteConfig.feeds?.calendar) return {};
  const path = join(root, calendarFeedFile);
  if (!existsSync(path)) return { events: [] };
  const reading = readCalendarFeed(readFileSync(path, "utf8"), calendarFeedFile);
  if (!reading.ok) return { problem: reading.problem };
  const { timeZone } = siteConfig.church;
  const first = weekStart(today);
  return {
    events: reading.read(
      instantIn(timeZone, first),
      instantIn(timeZone, addDays(first, (weeksAhead + 1) * 7)),
      timeZone,
    ),
  };
}
