import { z } from "zod";
import { externalUrl, imagePath, text } from "./common.ts";

/** One sign-up card. */
export const cardSchema = z.strictObject({
  title: text,
  description: text,
  /** Optional video (embed address on the privacy-enhanced video domain). */
  videoUrl: externalUrl.optional(),
  /** Optional picture in content/images. */
  image: z.strictObject({ src: imagePath, alt: text }).optional(),
  /** Where to sign up, on the church-management service. */
  signUpUrl: externalUrl.optional(),
  /** A last line of details, such as dates or ages. */
  additionalInfo: text.optional(),
});

/** A group of cards with a heading. */
const fallSectionSchema = z
  .strictObject({
    title: text,
    description: text.optional(),
    /** Rich description; links and bold/italic are kept, anything else is removed. */
    htmlDescription: text.optional(),
    cards: z.array(cardSchema).min(1, "must have at least one card"),
  })
  .refine((s) => !(s.description && s.htmlDescription), {
    message: "give description or htmlDescription, not both",
    path: ["htmlDescription"],
  });

/** The fall ministry sign-up page at /fall. */
export const fallPageSchema = z.strictObject({
  title: text,
  subtitle: text,
  /** Main video (embed address on the privacy-enhanced video domain). */
  mainVideoUrl: externalUrl,
  description: text,
  /** Short reasons to join, one line each. */
  joinUs: z.array(text).min(1, "must have at least one line"),
  callToAction: text,
  sections: z.array(fallSectionSchema).min(1, "must have at least one section"),
});

export type Card = z.infer<typeof cardSchema>;
export type FallPage = z.infer<typeof fallPageSchema>;
