/**
 * The church's feeds, from the copies `npm run feeds` keeps in content/feeds/: its calendar's
 * events for the weeks the site shows, and its sermons up to the day of the build. A church whose
 * settings name no such feed has none; one whose copy is not fetched yet has none so far; a copy
 * that cannot be read stops the build, naming its file and line.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { readCalendarFeed, type FeedOccurrence, type FeedReading } from "../lib/events/calendar-feed.ts";
import { weeksAhead, weekStart } from "../lib/events/event-weeks.ts";
import { feedFiles } from "../lib/feed-files.ts";
import { readSermonFeed, type Sermon } from "../lib/sermons/sermon-feed.ts";
import { sermonsUntil } from "../lib/sermons/sermon-views.ts";
import { addDays, instantIn } from "../lib/time-zone.ts";

type Settings = Pick<SiteConfig, "feeds" | "church">;

/** The kept copy's text; undefined when it is not fetched yet. */
function keptCopy(root: string, file: string): string | undefined {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** The events from the start of today's week to the end of the weeks shown; a problem when the copy cannot be read. */
export function readEvents(
  root: string,
  siteConfig: Settings,
  today: string,
): { events?: FeedOccurrence[]; problem?: string } {
  if (!siteConfig.feeds?.calendar) return {};
  const text = keptCopy(root, feedFiles.calendar);
  if (text === undefined) return { events: [] };
  const reading = readCalendarFeed(text, feedFiles.calendar);
  return reading.ok ? eventsShown(reading, siteConfig, today) : { problem: reading.problem };
}

/**
 * A calendar's events in the weeks the site shows from `today`, or why there would be too many
 * (feedLimits): the build's reading of the kept copy, and what `npm run feeds` holds an answer to
 * before it keeps it.
 */
export function eventsShown(
  reading: Extract<FeedReading, { ok: true }>,
  siteConfig: Settings,
  today: string,
): { events?: FeedOccurrence[]; problem?: string } {
  const { timeZone } = siteConfig.church;
  const first = weekStart(today);
  const span = reading.read(
    instantIn(timeZone, first),
    instantIn(timeZone, addDays(first, (weeksAhead + 1) * 7)),
    timeZone,
  );
  return span.ok ? { events: span.occurrences } : { problem: span.problem };
}

/** The sermons preached by the end of today, newest first; a problem when the copy cannot be read. */
export function readSermons(
  root: string,
  siteConfig: Settings,
  today: string,
): { sermons?: Sermon[]; problem?: string } {
  if (!siteConfig.feeds?.sermons) return {};
  const text = keptCopy(root, feedFiles.sermons);
  if (text === undefined) return { sermons: [] };
  const reading = readSermonFeed(text, feedFiles.sermons);
  if (!reading.ok) return { problem: reading.problem };
  return { sermons: sermonsUntil(reading.sermons, today, siteConfig.church.timeZone) };
}
