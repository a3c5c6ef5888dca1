import { z } from "zod";
import { text } from "./common.ts";

/** One event of the church's history timeline. */
export const historyItemSchema = z.strictObject({
  /** The year, such as 1910. */
  year: z.number().int().min(1800).max(2100),
  /** Short title of what happened. */
  title: text,
  /** What happened, one string per paragraph. */
  paragraphs: z.array(text).min(1, "must have at least one paragraph"),
});

export type HistoryItem = z.infer<typeof historyItemSchema>;
