import { conferenceDays } from "./conference.ts";
import { dayAfter, hasEnded, isShown, type NoticeDates } from "./notices.ts";

/** The parts of the content that carry dates. */
interface Dated {
  flashBanner: NoticeDates & { flashMessage: string };
  home: { carouselItems: NoticeDates[] };
  fallPage: { sections: { cards: NoticeDates[] }[] };
  pages: (NoticeDates & { cards?: NoticeDates[] })[];
  conference: { sessions: { date: string }[] };
}

/** The days on which a built page changes by itself: what ends after each `until`, what appears on each `from`. */
export interface NoticeDays {
  until: string[];
  from: string[];
}

/**
 * The content as it stands on `today`: what has ended or not yet begun is left out (a page
 * itself stays, for old links, and leaves the menu). Also the days after the build on which a
 * page must change, for its head script.
 */
export function contentOn<C extends Dated>(content: C, today: string): { content: C; days: NoticeDays } {
  const until = new Set<string>();
  const keep = <T extends NoticeDates>(items: readonly T[]) =>
    items.filter((item) => {
      if (!isShown(item, today)) return false;
      if (item.showUntil) until.add(item.showUntil);
      return true;
    });
  const banner = content.flashBanner;
  const flashBanner = keep([banner]).length > 0 ? banner : { ...banner, flashMessage: "" };
  const pages = content.pages.map((page) => {
    if (page.showUntil && !hasEnded(page, today)) until.add(page.showUntil);
    return page.cards ? { ...page, cards: keep(page.cards) } : page;
  });
  const { last } = conferenceDays(content.conference);
  if (last >= today) until.add(last);
  const current = {
    ...content,
    flashBanner,
    home: { ...content.home, carouselItems: keep(content.home.carouselItems) },
    fallPage: {
      ...content.fallPage,
      sections: content.fallPage.sections.map((section) => ({ ...section, cards: keep(section.cards) })),
    },
    pages,
  };
  const days = [...until].sort();
  return { content: current, days: { until: days, from: days.map(dayAfter) } };
}

/** The pages the menu lists on `today`: a page that has ended, or not yet begun, leaves it. */
export const inMenuOn = <P extends NoticeDates>(pages: readonly P[], today: string) =>
  pages.filter((page) => isShown(page, today));
