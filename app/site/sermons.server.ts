/**
 * The church's sermons from its sermon feed, as its pages show them: the sermons page's latest,
 * the page of each series, speaker and book under it, a preacher's biography and the home page.
 */
import { pageOfKind } from "../lib/page-registry.ts";
import { bibleBooks } from "../lib/sermons/bible-books.ts";
import type { Sermon } from "../lib/sermons/sermon-feed.ts";
import { filtered, sermonFilters, sermonViews, speakerKey, type SermonFilter } from "../lib/sermons/sermon-views.ts";
import { sermonSourceName, subscribeLinks } from "../lib/sermon-host.ts";
import { biographyPath } from "../lib/site-paths.ts";
import { fullName } from "../lib/staff.ts";
import { sermonJsonLd } from "../lib/structured-data.ts";
import { getContent, peopleWithBiography, type Content } from "./content.server.ts";
import { absoluteUrl } from "./page-data.server.ts";

const bookOrder = bibleBooks.map((book) => book.name);

/** The sermons page's address, and the sermons it and its pages show; none without a feed or a sermons page. */
function sermonsOf(content: Pick<Content, "pages" | "sermons">): { base: string; sermons: Sermon[] } | undefined {
  const page = pageOfKind(content.pages, "sermons");
  if (!page || !content.sermons || content.sermons.length === 0) return undefined;
  return { base: page.path, sermons: content.sermons };
}

/** Every series, speaker and book with a page of its sermons. */
export function sermonFilterList(content: Pick<Content, "pages" | "sermons"> = getContent()): SermonFilter[] {
  const of = sermonsOf(content);
  return of ? sermonFilters(of.sermons, of.base, bookOrder) : [];
}

/** The address of each page of one series, speaker or book: /attendees_sermons_book_romans. */
export const sermonFilterPaths = (content: Pick<Content, "pages" | "sermons"> = getContent()): string[] =>
  sermonFilterList(content).map((filter) => filter.path);

/** Each staff member's biography by the name their sermons carry. */
function biographies(): Map<string, string> {
  return new Map(
    peopleWithBiography().map((person) => [
      speakerKey(person.about!.sermonSpeaker ?? fullName(person)),
      biographyPath(person.about!.url),
    ]),
  );
}

/** The name of the site the church's sermons are on (sermonSourceName): its host's, YouTube, the podcast host's domain. */
export function sermonSource(content: Pick<Content, "siteConfig" | "sermons"> = getContent()): string {
  return sermonSourceName(content.siteConfig.links.sermonHost, content.sermons?.find((sermon) => sermon.page)?.page);
}

/** Sermons ready to show, with their structured data, and the name of the site their own pages are on. */
export function sermonsToShow(sermons: Sermon[], pagePath: string) {
  const content = getContent();
  const { siteConfig, today } = content;
  const hostName = sermonSource(content);
  // Sermons are shown where the church has a sermons page, which their links lead to (sermonsOf);
  // a biography of a church without one shows none.
  const of = sermonsOf(content);
  if (!of) return { views: [], jsonLd: [], hostName };
  const views = sermonViews(sermons, {
    timeZone: siteConfig.church.timeZone,
    today,
    base: of.base,
    biographies: biographies(),
  });
  const jsonLd = sermons.map((sermon, i) =>
    sermonJsonLd(sermon, siteConfig, { page: `${absoluteUrl(pagePath)}#${views[i]!.anchor}` }),
  );
  return { views, jsonLd, hostName };
}

/** The latest sermons, for the sermons page (its `count` newest) or the home page (one). */
export function latestSermons(count: number): Sermon[] {
  return sermonsOf(getContent())?.sermons.slice(0, count) ?? [];
}

/** The latest sermons of one speaker, for their biography. */
export function sermonsBy(speaker: string, count: number): Sermon[] {
  const of = sermonsOf(getContent());
  return of ? filtered(of.sermons, { kind: "speaker", name: speaker }).slice(0, count) : [];
}

/** The series, speaker or book whose page is at this address, with its sermons. */
export function filterAt(path: string): { filter: SermonFilter; sermons: Sermon[] } | undefined {
  const content = getContent();
  const of = sermonsOf(content);
  const filter = sermonFilterList(content).find((f) => f.path === path);
  return of && filter ? { filter, sermons: filtered(of.sermons, filter) } : undefined;
}

/**
 * Where the sermons are beyond the site's lists: the host's archive (as a listing to embed, when
 * it has one) and the podcast apps to subscribe in.
 */
export function sermonElsewhere() {
  const { siteConfig } = getContent();
  const host = siteConfig.links.sermonHost;
  return {
    archive: host && { name: host.name, href: host.archive, embed: host.embed },
    subscribe: subscribeLinks(siteConfig.links.podcast, siteConfig.feeds?.sermons),
  };
}
