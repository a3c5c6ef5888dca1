/**
 * The church's sermons as its pages show them: the latest, and the sermons of one series, one
 * speaker or one book of the Bible, each on a page of its own beside the sermons page, so a filter
 * is a link that works without JavaScript.
 */
import { dateLabel } from "../dates.ts";
import { slugify } from "../slugify.ts";
import { wallTime } from "../time-zone.ts";
import { bookSlug } from "./passage.ts";
import type { Sermon } from "./sermon-feed.ts";

/** How many sermons the sermons page lists above the host's archive. */
export const latestCount = 12;
/** How many a preacher's biography lists above their archive. */
export const biographyCount = 5;
/** How many the page of a series, speaker or book lists: the newest, so the page stays light as years of sermons gather; the host's archive has them all. */
export const filterCount = 20;

export type FilterKind = "series" | "speaker" | "book";

/** One series, speaker or book, with the page of its sermons. */
export interface SermonFilter {
  kind: FilterKind;
  name: string;
  path: string;
  count: number;
}

export interface SermonView {
  id: string;
  /** Its anchor on a page: "sermon-2026-11-08-no-condemnation". */
  anchor: string;
  title: string;
  /** The day it was preached, in the church's zone. */
  day: string;
  dateLabel: string;
  speaker?: { name: string; href?: string; filter: string };
  passage?: { label: string; filter: string };
  series?: { name: string; filter: string };
  /** "41 min", "1 hr 5 min". */
  length?: string;
  seconds?: number;
  audio?: { url: string; type: string };
  page?: string;
  summary: string[];
  /** The one page whose search entry it is (its book's, else its series', else its speaker's). */
  searchPage?: string;
}

/** How a name is compared: "Pastor Tom Whitfield" and "tom whitfield" are one speaker. */
export const speakerKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\b(pastor|rev|reverend|dr|elder|mr|mrs|ms|brother)\b\.?/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A length in seconds as a visitor reads it. */
export function lengthLabel(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} hr${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

/** The day a sermon was published in the church's zone (YYYY-MM-DD). */
export const sermonDay = (sermon: Pick<Sermon, "published">, timeZone: string): string =>
  wallTime(timeZone, sermon.published).date;

/** The sermons published by the end of `today`, newest first: a feed read on a later day may hold ones the site is not yet built for. */
export const sermonsUntil = (sermons: readonly Sermon[], today: string, timeZone: string): Sermon[] =>
  sermons.filter((sermon) => sermonDay(sermon, timeZone) <= today);

/** The address of a filter's page beside the sermons page: /attendees_sermons_book_romans (every page is a file at the top of the site). */
export const filterPath = (base: string, kind: FilterKind, name: string): string =>
  `${base}_${kind}_${kind === "book" ? bookSlug(name) : slugify(kind === "speaker" ? speakerKey(name) : name)}`;

const valueOf = (sermon: Sermon, kind: FilterKind): string | undefined =>
  kind === "series" ? sermon.series : kind === "speaker" ? sermon.speaker : sermon.passage?.book;

/** Every series, speaker and book the sermons have, each with its page. */
export function sermonFilters(sermons: readonly Sermon[], base: string, bookOrder: readonly string[]): SermonFilter[] {
  const filters: SermonFilter[] = [];
  for (const kind of ["series", "speaker", "book"] as const) {
    const counts = new Map<string, { name: string; count: number }>();
    for (const sermon of sermons) {
      const name = valueOf(sermon, kind);
      if (!name) continue;
      const key = kind === "speaker" ? speakerKey(name) : name;
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    const entries = [...counts.values()];
    // Series by their latest sermon (the current one first), speakers by how often they preach, books in the Bible's order.
    if (kind === "book") entries.sort((a, b) => bookOrder.indexOf(a.name) - bookOrder.indexOf(b.name));
    if (kind === "speaker") entries.sort((a, b) => b.count - a.count);
    filters.push(...entries.map(({ name, count }) => ({ kind, name, count, path: filterPath(base, kind, name) })));
  }
  return filters;
}

/** The title of a filter's page: the series' name, "Sermons by David Mercer", "Sermons on Romans". */
export const filterTitle = ({ kind, name }: Pick<SermonFilter, "kind" | "name">): string =>
  kind === "series" ? name : kind === "speaker" ? `Sermons by ${name}` : `Sermons on ${name}`;

/** The sermons of one filter, newest first. */
export function filtered(sermons: readonly Sermon[], filter: Pick<SermonFilter, "kind" | "name">): Sermon[] {
  const key = filter.kind === "speaker" ? speakerKey(filter.name) : filter.name;
  return sermons.filter((sermon) => {
    const value = valueOf(sermon, filter.kind);
    return value !== undefined && (filter.kind === "speaker" ? speakerKey(value) : value) === key;
  });
}

export interface ViewOptions {
  timeZone: string;
  today: string;
  /** The sermons page's address, under which each filter has its page. */
  base: string;
  /** The biography of each speaker on the staff, by speakerKey. */
  biographies: ReadonlyMap<string, string>;
}

/** A sermon ready to show. */
export function sermonView(sermon: Sermon, { timeZone, today, base, biographies }: ViewOptions): SermonView {
  const day = sermonDay(sermon, timeZone);
  const speaker = sermon.speaker
    ? {
        name: sermon.speaker,
        filter: filterPath(base, "speaker", sermon.speaker),
        ...(biographies.has(speakerKey(sermon.speaker)) ? { href: biographies.get(speakerKey(sermon.speaker))! } : {}),
      }
    : undefined;
  const passage = sermon.passage
    ? {
        label: sermon.passage.label,
        filter: filterPath(base, "book", sermon.passage.book),
      }
    : undefined;
  const series = sermon.series ? { name: sermon.series, filter: filterPath(base, "series", sermon.series) } : undefined;
  const searchPage = passage?.filter ?? series?.filter ?? speaker?.filter;
  return {
    id: sermon.id,
    anchor: `sermon-${day}-${slugify(sermon.title)}`,
    title: sermon.title,
    day,
    dateLabel: dateLabel(day, today),
    ...(speaker ? { speaker } : {}),
    ...(passage ? { passage } : {}),
    ...(series ? { series } : {}),
    ...(sermon.seconds ? { length: lengthLabel(sermon.seconds), seconds: sermon.seconds } : {}),
    ...(sermon.audio ? { audio: sermon.audio } : {}),
    ...(sermon.page ? { page: sermon.page } : {}),
    summary: sermon.summary,
    ...(searchPage ? { searchPage } : {}),
  };
}

/** Sermons ready to show, each anchor once on the page (a second sermon of a day and title is numbered). */
export function sermonViews(sermons: readonly Sermon[], options: ViewOptions): SermonView[] {
  const seen = new Map<string, number>();
  return sermons.map((sermon) => {
    const view = sermonView(sermon, options);
    const count = (seen.get(view.anchor) ?? 0) + 1;
    seen.set(view.anchor, count);
    return count === 1 ? view : { ...view, anchor: `${view.anchor}-${count}` };
  });
}
