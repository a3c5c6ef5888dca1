import { conferenceDays } from "./conference.ts";
import { dayAfter, hasBegun, hasEnded, isShown, type NoticeDates } from "./notices.ts";

/** The parts of the content that carry dates. */
interface Dated {
  flashBanner?: NoticeDates & { flashMessage: string };
  home: { carouselItems?: NoticeDates[] };
  fallPage?: { sections: { cards: NoticeDates[] }[] };
  pages: (NoticeDates & { path: string; kind: string; cards?: NoticeDates[] })[];
  conference?: { sessions: { date: string }[] };
}

/** The days on which a built page changes by itself: what ends after each `until`, what appears on each `from`. */
export interface NoticeDays {
  until: string[];
  from: string[];
}

/**
 * Those days by where they change something: on every page (the banner atop each, the menu link
 * of a page that ends) or on one page only (its cards, the home page's banners), by its path.
 * `from` holds only the first days of notices yet to begin; {@link noticeDaysAt} adds the day
 * after each last day, when what replaces a notice appears.
 */
export interface DaysByPage {
  everyPage: NoticeDays;
  byPath: Record<string, NoticeDays>;
}

/**
 * The days the head script of the page at `path` needs: those of every page and its own. A page
 * with no dated notice of its own, on a site whose banner and menu have none, needs none, and
 * carries no script for them.
 */
export function noticeDaysAt({ everyPage, byPath }: DaysByPage, path: string | undefined): NoticeDays {
  const own = (path !== undefined && byPath[path]) || { until: [], from: [] };
  const until = [...new Set([...everyPage.until, ...own.until])].sort();
  const from = [...new Set([...until.map(dayAfter), ...everyPage.from, ...own.from])].sort();
  return { until, from };
}

/** `days` with `more` days of one page added (the events it shows, say). */
export function withPageDays(days: DaysByPage, path: string, more: NoticeDays): DaysByPage {
  const own = days.byPath[path] ?? { until: [], from: [] };
  const joined = { until: [...own.until, ...more.until], from: [...own.from, ...more.from] };
  return { ...days, byPath: { ...days.byPath, [path]: joined } };
}

/**
 * The content as it stands on `today`: what has ended or not yet begun is left out (a page
 * itself stays, for old links, and leaves the menu), but for the home page's banners, which come
 * in their turn: one yet to begin is kept, for the page to show on its first day (the carousel
 * renders it hidden), so that one season's banner takes over from the last without a rebuild.
 * Also the days after the build on which a page must change, for its head script, by page.
 */
export function contentOn<C extends Dated>(content: C, today: string): { content: C; days: DaysByPage } {
  const everyPage = { until: new Set<string>(), from: new Set<string>() };
  const byPath = new Map<string, typeof everyPage>();
  const on = (path: string | undefined) => {
    if (path === undefined) return { until: new Set<string>(), from: new Set<string>() };
    if (!byPath.has(path)) byPath.set(path, { until: new Set(), from: new Set() });
    return byPath.get(path)!;
  };
  const pathOf = (kind: string) => content.pages.find((page) => page.kind === kind)?.path;
  const keep = <T extends NoticeDates>(items: readonly T[], place: typeof everyPage, { upcoming = false } = {}) =>
    items.filter((item) => {
      const begun = hasBegun(item, today);
      if (hasEnded(item, today) || (!begun && !upcoming)) return false;
      if (item.showUntil) place.until.add(item.showUntil);
      if (!begun) place.from.add(item.showFrom!);
      return true;
    });
  const banner = content.flashBanner;
  const flashBanner = !banner || keep([banner], everyPage).length > 0 ? banner : { ...banner, flashMessage: "" };
  const pages = content.pages.map((page) => {
    // Its menu link, on every page, goes after its last day.
    if (page.showUntil && !hasEnded(page, today)) everyPage.until.add(page.showUntil);
    return page.cards ? { ...page, cards: keep(page.cards, on(page.path)) } : page;
  });
  if (content.conference) {
    const { last } = conferenceDays(content.conference);
    if (last >= today) on(pathOf("conference")).until.add(last);
  }
  const { carouselItems } = content.home;
  const fallPage = content.fallPage && {
    ...content.fallPage,
    sections: content.fallPage.sections.map((section) => ({
      ...section,
      cards: keep(section.cards, on(pathOf("fall"))),
    })),
  };
  const current = {
    ...content,
    flashBanner,
    home: {
      ...content.home,
      ...(carouselItems && { carouselItems: keep(carouselItems, on(pathOf("home")), { upcoming: true }) }),
    },
    fallPage,
    pages,
  };
  const sorted = ({ until, from }: typeof everyPage): NoticeDays => ({
    until: [...until].sort(),
    from: [...from].sort(),
  });
  const days = {
    everyPage: sorted(everyPage),
    byPath: Object.fromEntries(
      [...byPath]
        .filter(([, place]) => place.until.size + place.from.size > 0)
        .map(([path, place]) => [path, sorted(place)]),
    ),
  };
  return { content: current, days };
}

/** The pages the menu lists on `today`: a page that has ended, or not yet begun, leaves it. */
export const inMenuOn = <P extends NoticeDates>(pages: readonly P[], today: string) =>
  pages.filter((page) => isShown(page, today));
