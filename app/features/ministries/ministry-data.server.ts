import { actionLinks, resolveActions } from "~/lib/actions";
import { getContent, getPage } from "~/site/content.server";
import { cardView } from "~/site/card-view.server";
import { pageData, type MetaExtras } from "~/site/page-data.server";

/**
 * A ministry page's heading, introduction and content, with each button's address resolved (a
 * sign-up or a service is named in content, its address written once) and each card's
 * picture ready to show.
 */
export function ministryData(request: Request, extras: MetaExtras = {}) {
  const data = pageData(request, extras);
  const content = getContent();
  const { siteConfig } = content;
  const ministry = getPage(data.path);
  return {
    ...data,
    ministry: {
      meetings: ministry.meetings ?? [],
      sections: ministry.sections ?? [],
      cards: ministry.cards?.map((card) => cardView(card)),
      socialFeed: ministry.socialFeed && { ...ministry.socialFeed, script: siteConfig.links.socialFeedScript },
      actions: resolveActions(ministry.actions ?? [], actionLinks(content)),
      contact: ministry.contact && {
        name: ministry.contact.name,
        email: ministry.contact.email ?? siteConfig.contact.email,
        viaOffice: !ministry.contact.email,
      },
    },
  };
}

export type MinistryData = ReturnType<typeof ministryData>["ministry"];
