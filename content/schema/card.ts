import { z } from "zod";
import { checkNoticeDates, externalUrl, imagePath, noticeDates, text } from "./common.ts";

/** One card of a grid of activities: the fall sign-ups, the Unified Wednesdays classes. */
export const cardSchema = z
  .strictObject({
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
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

export type Card = z.infer<typeof cardSchema>;
