/**
 * A church's features come and go whole: a collection that feeds a page of its own
 * (content/collections.ts `shownOn`) and that page are both there or both absent, and a page that
 * shows another service (the live stream, the sermons, a social feed) needs that service's
 * address in the site settings. Each problem names the file to add or delete.
 */
import { collections } from "../../../content/collections.ts";
import type { PageKind } from "../../../content/schema/page.ts";
import type { SiteConfig } from "../../../content/schema/site-config.ts";
import { pageOfKind, type RegistryPage } from "../page-registry.ts";
import { isRequired, mainPlace, type ContentFiles } from "./content-files.ts";

const settings = "content/site-config.yaml";

/** The files a collection lives in, as the office would look for them. */
function placesOf(name: keyof typeof collections): string {
  const { source } = collections[name];
  if ("groups" in source) return `${source.groups.folder}/ and ${source.entries.folder}/`;
  return "folder" in source ? `${source.folder}/` : mainPlace(source);
}

/**
 * What a page or a service needs of the site settings: any one of these fields, each by its path
 * in content/site-config.yaml (a sermons page shows a sermon feed, a sermon host's archive, or both).
 */
type Need = readonly string[];

/** Whether the settings give a value at this path ("links.map", "feeds.sermons"). */
const gives = (site: SiteConfig, path: string): boolean =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], site) !==
  undefined;

/** Whether the settings give none of what is needed. */
export const lacks = (site: SiteConfig, need: Need): boolean => !need.some((path) => gives(site, path));

/** The other services the accessibility statement may name that need something of the settings. */
export const statementNeeds: Partial<Record<string, Need>> = {
  video: ["links.videoChannel"],
  sermons: ["feeds.sermons", "links.sermonHost"],
  map: ["links.map"],
};

/** What each kind of page plays or links from the settings: each need in turn. */
const servicesOf: Partial<Record<PageKind, readonly Need[]>> = {
  livestream: [["links.liveStreamEmbed"], ["links.videoChannel"]],
  sermons: [["feeds.sermons", "links.sermonHost"]],
};

/**
 * Every mismatch between the collections the church has, its pages and the services its settings
 * name. `pages` are the valid pages; a collection is shown by a page of its kind in any page file,
 * valid or not, so that a mistake in the page is not also reported as a page missing.
 */
export function featureProblems(
  files: ContentFiles,
  pages: readonly RegistryPage[],
  site: SiteConfig | undefined,
): string[] {
  const kindsWritten = new Set(
    ((files.pages.data as unknown[] | undefined) ?? []).map((page) => (page as { kind?: unknown } | null)?.kind),
  );
  const problems: string[] = [];
  const pageOf = (kind: PageKind) => pageOfKind(pages, kind);
  for (const [name, collection] of Object.entries(collections) as [
    keyof typeof collections,
    typeof collections.home,
  ][]) {
    const kind = collection.shownOn;
    if (isRequired(name) || kind === "own" || kind === "home") continue;
    const page = pageOf(kind);
    const places = placesOf(name);
    if (files[name].absent && page)
      problems.push(
        `${page.file}: a page of kind "${kind}" shows ${places}, which the content does not have: add it, or delete this page`,
      );
    if (!files[name].absent && !kindsWritten.has(kind))
      problems.push(
        `${mainPlace(collection.source)}: no page shows it: add a page of kind "${kind}" to content/pages, or delete ${places} if the church does without`,
      );
  }
  if (!site) return problems;
  for (const [kind, needs] of Object.entries(servicesOf) as [PageKind, Need[]][]) {
    const page = pageOf(kind);
    for (const need of needs)
      if (page && lacks(site, need))
        problems.push(
          `${page.file}: a page of kind "${kind}" needs ${need.join(" or ")} in ${settings}: add it, or delete this page`,
        );
  }
  // The accessibility statement's other services, each of which the settings must name.
  for (const page of pages)
    for (const { content } of page.thirdParties ?? []) {
      const need = statementNeeds[content];
      if (need && lacks(site, need))
        problems.push(
          `${page.file}: field "thirdParties" names ${content}, which needs ${need.join(" or ")} in ${settings}: add it, or leave ${content} out`,
        );
    }
  for (const page of pages)
    if (page.socialFeed && site.links.socialFeedScript === undefined)
      problems.push(
        `${page.file}: field "socialFeed" needs the feed provider's script, links.socialFeedScript in ${settings}: add it, or leave the feed out`,
      );
  // The events page shows the calendar feed the settings name; the feed without it would show nowhere.
  const events = pageOf("events");
  if (events && !site.feeds?.calendar)
    problems.push(
      `${events.file}: a page of kind "events" shows the church's calendar feed, feeds.calendar in ${settings}: add it, or delete this page`,
    );
  if (site.feeds?.calendar && !kindsWritten.has("events"))
    problems.push(
      `${settings}: feeds.calendar names a calendar, and no page shows its events: add a page of kind "events" to content/pages, or take out feeds.calendar`,
    );
  const sections = (files.home.data as { pageSections?: unknown } | undefined)?.pageSections;
  if (Array.isArray(sections) && sections.includes("ThisWeek") && !site.feeds?.calendar)
    problems.push(
      `content/home.yaml: pageSections lists ThisWeek, the week's events from the church's calendar feed, and ${settings} names none (feeds.calendar): add it, or take ThisWeek out`,
    );
  // The sermons of the feed are shown by the sermons page (its latest, and a page per series, speaker and book).
  if (site.feeds?.sermons && !kindsWritten.has("sermons"))
    problems.push(
      `${settings}: feeds.sermons names a sermon feed, and no page shows its sermons: add a page of kind "sermons" to content/pages, or take out feeds.sermons`,
    );
  if (Array.isArray(sections) && sections.includes("LatestSermon") && !site.feeds?.sermons)
    problems.push(
      `content/home.yaml: pageSections lists LatestSermon, the newest sermon from the church's sermon feed, and ${settings} names none (feeds.sermons): add it, or take LatestSermon out`,
    );
  const streamed = site.serviceTimes.filter((service) => service.streamed);
  if (streamed.length > 0 && !pageOf("livestream"))
    problems.push(
      `${settings}: ${streamed.map((service) => `"${service.name}"`).join(" and ")} ${streamed.length > 1 ? "are" : "is"} streamed, and no page of kind "livestream" shows the stream: add the page, or take out "streamed"`,
    );
  return problems;
}
