import { actionLinks } from "~/lib/actions";
import { cardSources } from "~/site/card-sources.server";
import { getContent, getPage } from "~/site/content.server";
import { pageData, type MetaExtras } from "~/site/page-data.server";
import { ministryView } from "./ministry-view";

export type { MinistryData } from "./ministry-view";

/** A ministry page's heading, introduction and content (./ministry-view.ts), for its route. */
export function ministryData(request: Request, extras: MetaExtras = {}) {
  const data = pageData(request, extras);
  const content = getContent();
  const ministry = ministryView(getPage(data.path), {
    siteConfig: content.siteConfig,
    links: actionLinks(content),
    cards: cardSources(content),
  });
  return { ...data, ministry };
}
