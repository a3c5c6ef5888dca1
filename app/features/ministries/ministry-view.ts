import type { PageEntry } from "../../../content/schema/page.ts";
import type { SiteConfig } from "../../../content/schema/site-config.ts";
import { resolveActions, type ActionLinks } from "~/lib/actions";
import { cardView, type CardSources } from "~/lib/card-view";

/**
 * A ministry page's content as the page draws it, with each button's address resolved (a sign-up
 * or a service is named in content, its address written once) and each card's picture ready to
 * show. Pure, so the site editor's preview draws a page being edited the same way.
 */
export function ministryView(
  page: PageEntry,
  { siteConfig, links, cards }: { siteConfig: SiteConfig; links: ActionLinks; cards: CardSources },
) {
  return {
    meetings: page.meetings ?? [],
    sections: page.sections ?? [],
    cards: page.cards?.map((card) => cardView(card, cards)),
    socialFeed: page.socialFeed,
    actions: resolveActions(page.actions ?? [], links),
    contact: page.contact && {
      name: page.contact.name,
      email: page.contact.email ?? siteConfig.contact.email,
      viaOffice: !page.contact.email,
    },
  };
}

export type MinistryData = ReturnType<typeof ministryView>;
