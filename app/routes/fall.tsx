import { FallPage } from "~/features/fall/fall-page";
import { getContent } from "~/site/content.server";
import { cardView } from "~/site/card-view.server";
import { pageData } from "~/site/page-data.server";
import type { Route } from "./+types/fall";

export function loader({ request }: Route.LoaderArgs) {
  const { fallPage } = getContent();
  return {
    ...pageData(request),
    fall: {
      ...fallPage,
      sections: fallPage.sections.map((section) => ({
        ...section,
        cards: section.cards.map(cardView),
      })),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Fall({ loaderData }: Route.ComponentProps) {
  return <FallPage page={loaderData.fall} />;
}
