import { z } from "zod";
import { text } from "./common.ts";

/** One event of the church's history timeline. */
export const historyItemSchema = z.strictObject({
  year: z.number().int().min(1800).max(2100).describe("The year, such as 1910."),
  title: text.describe("Short title of what happened."),
  paragraphs: z
    .array(text)
    .min(1, "must have at least one paragraph")
    .describe("What happened, one string per paragraph."),
});

export type HistoryItem = z.infer<typeof historyItemSchema>;
