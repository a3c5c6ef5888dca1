import { z } from "zod";
import { actionSchema } from "./action.ts";
import { cardSchema } from "./card.ts";
import { externalUrl, text } from "./common.ts";

/** A group of cards with a heading: a file of content/fall-sections. */
const fallSectionSchema = z.strictObject({
  order: z.number().int().min(1).describe("Its place on the page, 1 first."),
  title: text,
  description: text
    .optional()
    .describe("A sentence under the heading. A link is written \\[the words\\](/page), bold \\*\\*words\\*\\*."),
  cards: z.array(cardSchema).min(1, "must have at least one card"),
});

/** A season's sign-up page (the sample's fall ministries at /fall), on its page of kind fall. */
export const fallPageSchema = z.strictObject({
  title: text,
  subtitle: text,
  mainVideoUrl: externalUrl
    .optional()
    .describe("Main video (embed address on the privacy-enhanced video domain); leave out for none."),
  description: text,
  joinUs: z.array(text).min(1, "must have at least one line").describe("Short reasons to join, one line each."),
  callToAction: text.describe("The line that asks visitors to sign up, shown while sign-ups are open."),
  afterSeason: z
    .strictObject({ message: text, links: z.array(actionSchema).min(1, "must have at least one link") })
    .describe(
      "What the page says once sign-ups are over (after the showUntil of content/pages/fall.md), in place of the call to action and the Register buttons: a message and where to look now.",
    ),
  sections: z
    .array(fallSectionSchema)
    .min(1, "must have at least one section")
    .describe("The groups of cards, each a file of content/fall-sections, in the order of their order."),
});

export type FallPage = z.infer<typeof fallPageSchema>;
