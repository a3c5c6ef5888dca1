import { z } from "zod";
import { actionSchema } from "./action.ts";
import { externalUrl, isoDate, text } from "./common.ts";

/** The live stream page: the video comes from liveStreamEmbed in the site config. */
export const livestreamSchema = z.strictObject({
  /** When the stream is live, such as "Sundays at 10:30 AM". */
  schedule: text,
  /** The buttons under the video, in order. */
  actions: z.array(actionSchema).min(1),
});

/** The membership and baptism page. */
export const membershipSchema = z.strictObject({
  /** The steps to baptism and membership, in order. */
  steps: z.array(z.strictObject({ title: text, description: text })).min(1),
  /** One recorded message that explains membership and baptism. */
  message: z.strictObject({
    title: text,
    speaker: text,
    /** When it was preached, as YYYY-MM-DD. */
    date: isoDate,
    /** The MP3 file on the sermon host. */
    audioUrl: externalUrl.refine((v) => v.endsWith(".mp3"), "must be the address of an .mp3 file"),
    /** Its length as printed, such as "42 min". */
    duration: text,
    /** The message in brief, one string per paragraph, for those who cannot listen. */
    summary: z.array(text).min(1, "must have at least one paragraph"),
  }),
  /** Buttons under the steps. */
  actions: z.array(actionSchema).default([]),
});

/** A recommended book. */
const bookSchema = z.strictObject({
  title: text,
  author: text,
  /** Why the elders recommend it, in a sentence or two. */
  why: text,
});

/** The recommended reading page. */
export const readingListSchema = z.strictObject({
  /** Books grouped by topic, in the order shown. */
  topics: z.array(z.strictObject({ topic: text, books: z.array(bookSchema).min(1) })).min(1),
  /** Statements of position by other ministries that the elders commend. */
  positionStatements: z.array(z.strictObject({ title: text, href: externalUrl, description: text })).length(3),
});

export type Livestream = z.infer<typeof livestreamSchema>;
export type Membership = z.infer<typeof membershipSchema>;
export type ReadingList = z.infer<typeof readingListSchema>;
