import type { FallPage } from "../../../content/schema/fall.ts";
import { cardView, type CardSources, type CardView } from "~/lib/card-view";
import { parseInlineMarkdown } from "~/lib/content/markdown-document";
import type { Inline } from "~/lib/document";

type FallSection = FallPage["sections"][number];

/** A section of the fall page as the page draws it. */
export type FallSectionView = Omit<FallSection, "description" | "cards"> & {
  /** Its sentence, read from its Markdown. */
  description?: Inline[];
  cards: CardView[];
};

/**
 * A section of the fall page as the page draws it: its sentence read from its Markdown, its cards
 * ready to show. Pure, so the site editor's preview draws a section being edited the same way.
 */
export function fallSectionView(
  { description, cards, ...section }: FallSection,
  sources: CardSources,
): FallSectionView {
  return {
    ...section,
    ...(description && { description: parseInlineMarkdown(description).content }),
    cards: cards.map((card) => cardView(card, sources)),
  };
}
