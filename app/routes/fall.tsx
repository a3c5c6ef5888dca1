import { FallPage } from "~/features/fall/fall-page";
import { fallSectionView } from "~/features/fall/fall-section-view";
import { actionLinks, resolveActions } from "~/lib/actions";
import { hasEnded } from "~/lib/notices";
import { cardSources } from "~/site/card-sources.server";
import { feature, getContent, getPage } from "~/site/content.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/fall";

export function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const { today } = content;
  const fallPage = feature("fallPage");
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
      sections: fallPage.sections
        .map((section) => fallSectionView(section, cards))
        .map((section) =>
          over ? { ...section, cards: section.cards.map((card) => ({ ...card, signUpUrl: undefined })) } : section,
        ),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Fall({ loaderData }: Route.ComponentProps) {
  return <FallPage page={loaderData.fall} />;
}
