/**
 * The site's content, read once per build from the files the manifest declares and checked as a
 * whole: every schema, then the rules that span files (addresses, links, images, the menu). A
 * mistake stops the build with every problem, one a line, each naming its file.
 */
import { existsSync } from "node:fs";
import { collections, type RequiredCollection } from "../../content/collections.ts";
import { mainPlace } from "../lib/content/content-files.ts";
import {
  biographyPaths as biographyPathsOf,
  checkSite,
  pdfHref,
  type CheckedContent,
} from "../lib/content/site-check.ts";
import type { PageBody } from "../lib/content/page-files.ts";
import type { Block } from "../lib/document.ts";
import { contentOn, inMenuOn, withPageDays, type DaysByPage } from "../lib/dated-content.ts";
import { withFacts } from "../lib/facts-in-text.ts";
import { actionLinks } from "../lib/actions.ts";
import { buildMenu } from "../lib/menu.ts";
import { pageAt, pageOfKind, type RegistryPage } from "../lib/page-registry.ts";
import { biographyPath } from "../lib/site-paths.ts";
import type { NavSection } from "../../content/schema/navigation.ts";
import type { PageEntry } from "../../content/schema/page.ts";
import type { FeedOccurrence } from "../lib/events/calendar-feed.ts";
import type { Sermon } from "../lib/sermons/sermon-feed.ts";
import { eventDays, nextSevenDays } from "../lib/events/event-weeks.ts";
import { buildDay } from "./build-day.server.ts";
import { readContentTree } from "./content-tree.server.ts";
import { readEvents, readSermons } from "./feeds.server.ts";
import { projectPath } from "./project-paths.server.ts";

export { pdfHref } from "../lib/content/site-check.ts";

export type Content = CheckedContent & {
  pages: RegistryPage[];
  navigation: NavSection[];
  /** The day the site is built for, in the church's time zone (YYYY-MM-DD). */
  today: string;
  /** The days after the build on which a page changes by itself, by page, for its head script. */
  noticeDays: DaysByPage;
  /** Each fact text may name ({{Worship Service}}) with its value, for the text check. */
  facts: ReadonlyMap<string, string>;
  /** The events of the church's calendar feed in the weeks the site shows, when its settings name one. */
  events?: FeedOccurrence[];
  /** The sermons of the church's sermon feed preached by the day of the build, newest first, when its settings name one. */
  sermons?: Sermon[];
};

/** A document (statement of faith, policy) ready to show and print. */
export interface LoadedDocument extends PageEntry {
  pdf: string;
  adopted: string;
  blocks: Block[];
  /** Address of its PDF, such as /docs/stewardship-policy.pdf. */
  pdfHref: string;
}

/** Thrown when content breaks a rule; its message lists every problem, one a line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

let cached: { content: Content; bodies: Map<string, PageBody> } | undefined;

/** The checked content as shown on the day of the build; the first call reads and checks everything. */
export function getContent(root = projectPath()): Content {
  if (cached) return cached.content;
  cached = loadContent(root);
  return cached.content;
}

/**
 * Reads and checks all content under `root` (app/lib/content/site-check.ts, the check the site
 * editor runs too); throws a ContentError naming every problem. Then leaves out what is not shown
 * on the day the site is built for and fills in the facts text names.
 */
export function loadContent(root = projectPath(), day?: string): { content: Content; bodies: Map<string, PageBody> } {
  const imagesDir = `${root}/content/images`;
  const check = checkSite(readContentTree(root), { imageExists: (p) => existsSync(imagesDir + p) });
  if (!check.ok) throw new ContentError(check.problems);
  const { content: parsed, bodies, facts } = check;

  const today = day ?? buildDay(parsed.siteConfig.church.timeZone);
  const { events, problem } = readEvents(root, parsed.siteConfig, today);
  const { sermons, problem: sermonProblem } = readSermons(root, parsed.siteConfig, today);
  const feedProblems = [problem, sermonProblem].filter((p) => p !== undefined);
  if (feedProblems.length > 0) throw new ContentError(feedProblems);
  // Each fact named in text ({{Worship Service}}) takes its value from its one field.
  const filled = withFacts(parsed, facts);
  for (const body of bodies.values()) body.blocks = withFacts(body.blocks, facts);
  const { content: current, days: noticeDays } = contentOn(filled, today);
  // The pages that show events hide each that is over after the build: the events page its weeks
  // too, the home page's This Week the next seven days' events.
  const { timeZone } = parsed.siteConfig.church;
  const shownOn: [string | undefined, string[]][] = events
    ? [
        [pageOfKind(current.pages, "events")?.path, eventDays(events, today, timeZone)],
        [
          current.home.pageSections.includes("ThisWeek") ? "/" : undefined,
          nextSevenDays(events, { today, timeZone }).map((event) => event.lastDay),
        ],
      ]
    : [];
  const days = shownOn.reduce(
    (all, [path, until]) => (path ? withPageDays(all, path, { until, from: [] }) : all),
    noticeDays,
  );
  const menu = buildMenu(filled.menu, inMenuOn(current.pages, today), actionLinks(filled));

  return {
    content: {
      ...current,
      navigation: menu.navigation,
      today,
      noticeDays: days,
      facts,
      ...(events ? { events } : {}),
      ...(sermons ? { sermons } : {}),
    },
    bodies,
  };
}

/** The collections a church may do without (content/collections.ts). */
type Feature = Exclude<
  keyof Content,
  RequiredCollection | "navigation" | "today" | "noticeDays" | "facts" | "events" | "sermons"
>;

/**
 * A collection of a feature, for the page that shows it: the content check has made sure that
 * the collection is there whenever its page is, so its absence here is the engine's mistake.
 */
export function feature<K extends Feature>(name: K): NonNullable<Content[K]> {
  const value = getContent()[name];
  if (value === undefined)
    throw new ContentError([`${mainPlace(collections[name].source)}: is missing, and a page that shows it was built`]);
  return value as NonNullable<Content[K]>;
}

/** An address of the site config a page of a feature needs (the sermon host for the sermons page): the check has made sure it is there. */
export function serviceLink<K extends keyof Content["siteConfig"]["links"]>(
  name: K,
): NonNullable<Content["siteConfig"]["links"][K]> {
  const value = getContent().siteConfig.links[name];
  if (value === undefined)
    throw new ContentError([`content/site-config.yaml: links.${name} is missing, and a page that needs it was built`]);
  return value as NonNullable<Content["siteConfig"]["links"][K]>;
}

/** The page at this address (its path or an alias), from the registry in content/pages. */
export function getPage(address: string): RegistryPage {
  const page = pageAt(getContent().pages, address);
  if (!page) throw new ContentError([`content/pages: no page has the path "${address}"`]);
  return page;
}

/** The address a page is known by, the one search engines should list: an alias gives its page's path. */
export function canonicalPath(address: string): string {
  const clean = address.length > 1 ? address.replace(/\/+$/, "") : address;
  return pageAt(getContent().pages, clean)?.path ?? clean;
}

/** The document shown on the page at this path. */
export function getDocument(path: string): LoadedDocument {
  const document = getDocuments().find((d) => d.path === path);
  if (!document) throw new ContentError([`content/pages: the page "${path}" is not a document`]);
  return document;
}

/** Every document, for its page and its PDF. */
export function getDocuments(): LoadedDocument[] {
  const content = getContent();
  return content.pages.flatMap((page) =>
    page.kind === "document" && page.pdf && page.adopted
      ? [
          {
            ...page,
            pdf: page.pdf,
            adopted: page.adopted,
            blocks: cached!.bodies.get(page.path)!.blocks,
            pdfHref: pdfHref({ pdf: page.pdf }),
          },
        ]
      : [],
  );
}

/** The people who have a biography page. */
export function peopleWithBiography(content: Pick<Content, "staffSections"> = getContent()) {
  return (content.staffSections ?? []).flatMap((section) => section.staff.filter((p) => p.about !== undefined));
}

/** The person whose biography page is at this path, if any. */
export function biographyAt(path: string) {
  return peopleWithBiography().find((p) => biographyPath(p.about!.url) === path);
}

/** The address of each biography page, such as /about_dmercer. */
export function biographyPaths(content: Pick<Content, "staffSections"> = getContent()): string[] {
  return biographyPathsOf(content);
}
