import { conferenceDays } from "./conference.ts";
import { dayAfter, hasBegun, hasEnded, isShown, type NoticeDates } from "./notices.ts";

/** The parts of the content that carry dates. */
interface Dated {
  flashBanner?: NoticeDates & { flashMessage: string };
  home: { carouselItems?: NoticeDates[] };
  fallPage?: { sections: { cards: NoticeDates[] }[] };
  pages: (NoticeDates & { cards?: NoticeDates[] })[];
  conference?: { sessions: { date: string }[] };
}

/** The days on which a built page changes by itself: what ends after each `until`, what appears on each `from`. */
export interface NoticeDays {
  until: string[];
  from: string[];
}

/**
 * The content as it stands on `today`: what has ended or not yet begun is left out (a page
 * itself stays, for old links, and leaves the menu), but for the home page's banners, which come
 * in their turn: one yet to begin is kept, for the page to show on its first day (the carousel
 * renders it hidden), so that one season's banner takes over from the last without a rebuild.
 * Also the days after the build on which a page must change, for its head script.
 */
export function contentOn<C extends Dated>(content: C, today: string): { content: C; days: NoticeDays } {
  const until = new Set<string>();
  const from = new Set<string>();
  const keep = <T extends NoticeDates>(items: readonly T[], { upcoming = false } = {}) =>
    items.filter((item) => {
      const begun = hasBegun(item, today);
      if (hasEnded(item, today) || (!begun && !upcoming)) return false;
      if (item.showUntil) until.add(item.showUntil);
      if (!begun) from.add(item.showFrom!);
      return true;
    });
  const banner = content.flashBanner;
  const flashBanner = !banner || keep([banner]).length > 0 ? banner : { ...banner, flashMessage: "" };
  const pages = content.pages.map((page) => {
    if (page.showUntil && !hasEnded(page, today)) until.add(page.showUntil);
    return page.cards ? { ...page, cards: keep(page.cards) } : page;
  });
  if (content.conference) {
    const { last } = conferenceDays(content.conference);
    if (last >= today) until.add(last);
  }
  const { carouselItems } = content.home;
  const fallPage = content.fallPage && {
    ...content.fallPage,
    sections: content.fallPage.sections.map((section) => ({ ...section, cards: keep(section.cards) })),
  };
  const current = {
    ...content,
    flashBanner,
    home: { ...content.home, ...(carouselItems && { carouselItems: keep(carouselItems, { upcoming: true }) }) },
    fallPage,
    pages,
  };
  const days = [...until].sort();
  const fromDays = [...new Set([...days.map(dayAfter), ...from])].sort();
  return { content: current, days: { until: days, from: fromDays } };
}

/** The pages the menu lists on `today`: a page that has ended, or not yet begun, leaves it. */
export const inMenuOn = <P extends NoticeDates>(pages: readonly P[], today: string) =>
  pages.filter((page) => isShown(page, today));
