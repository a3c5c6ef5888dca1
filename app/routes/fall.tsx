import { FallPage } from "~/features/fall/fall-page";
import { actionLinks, resolveActions } from "~/lib/actions";
import { parseInlineMarkdown } from "~/lib/content/markdown-document";
import { hasEnded } from "~/lib/notices";
import { cardView } from "~/lib/card-view";
import { cardSources } from "~/site/card-sources.server";
import { getContent, getPage } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/fall";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const { fallPage, today } = content;
  const data = pageData(request);
  const cards = cardSources(content);
  const season = { showUntil: getPage(data.path).showUntil };
  const over = hasEnded(season, today);
  return {
    ...data,
    fall: {
      ...fallPage,
      season,
      over,
      today,
      afterSeason: {
        message: fallPage.afterSeason.message,
        links: resolveActions(fallPage.afterSeason.links, actionLinks(content)),
      },
      // Once the season is over, no card offers to sign up.
      sections: fallPage.sections.map((section) => ({
        ...section,
        description: section.description ? parseInlineMarkdown(section.description).content : undefined,
        cards: section.cards
          .map((card) => cardView(card, cards))
          .map((card) => (over ? { ...card, signUpUrl: undefined } : card)),
      })),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Fall({ loaderData }: Route.ComponentProps) {
  return <FallPage page={loaderData.fall} />;
}
