import { z } from "zod";
import { actionSchema } from "./action.ts";
import { externalUrl, isoDate, text } from "./common.ts";

/**
 * The live stream page: the video comes from liveStreamEmbed in the site config, and when it is
 * live from the service times marked `streamed`.
 */
export const livestreamSchema = z.strictObject({
  actions: z.array(actionSchema).min(1).describe("The buttons under the video, in order."),
});

/** The membership and baptism page. */
export const membershipSchema = z.strictObject({
  steps: z
    .array(z.strictObject({ title: text, description: text }))
    .min(1)
    .describe("The steps to baptism and membership, in order."),
  message: z
    .strictObject({
      title: text,
      speaker: text,
      date: isoDate.describe("When it was preached, as YYYY-MM-DD."),
      audioUrl: externalUrl
        .refine((v) => v.endsWith(".mp3"), "must be the address of an .mp3 file")
        .describe("The MP3 file on the sermon host."),
      duration: text.describe('Its length as printed, such as "42 min".'),
      summary: z
        .array(text)
        .min(1, "must have at least one paragraph")
        .describe("The message in brief, one string per paragraph, for those who cannot listen."),
    })
    .describe("One recorded message that explains membership and baptism."),
  actions: z.array(actionSchema).default([]).describe("Buttons under the steps."),
});

/** A recommended book. */
const bookSchema = z.strictObject({
  title: text,
  author: text,
  why: text.describe("Why the elders recommend it, in a sentence or two."),
});

/** The recommended reading page. */
export const readingListSchema = z.strictObject({
  topics: z
    .array(z.strictObject({ topic: text, books: z.array(bookSchema).min(1) }))
    .min(1)
    .describe("Books grouped by topic, in the order shown."),
  positionStatements: z
    .array(z.strictObject({ title: text, href: externalUrl, description: text }))
    .optional()
    .describe("Statements of position by other ministries that the elders commend; leave out for none."),
});

export type Livestream = z.infer<typeof livestreamSchema>;
export type Membership = z.infer<typeof membershipSchema>;
export type ReadingList = z.infer<typeof readingListSchema>;
