import { z } from "zod";
import { checkNoticeDates, externalUrl, imagePath, noticeDates, text } from "./common.ts";

/** One card of a grid of activities: the fall sign-ups, the Unified Wednesdays classes. */
export const cardSchema = z
  .strictObject({
    title: text,
    description: text,
    videoUrl: externalUrl.optional().describe("Optional video (embed address on the privacy-enhanced video domain)."),
    image: z.strictObject({ src: imagePath, alt: text }).optional().describe("Optional picture in content/images."),
    signUpUrl: externalUrl.optional().describe("Where to sign up, on the church-management service."),
    additionalInfo: text.optional().describe("A last line of details, such as dates or ages."),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

export type Card = z.infer<typeof cardSchema>;
