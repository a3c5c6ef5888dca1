import { z } from "zod";
import { isoDate, text } from "./common.ts";

/** The Bible reading plan. */
export const readingPlanSchema = z.strictObject({
  epochMonday: isoDate
    .refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, "must be a Monday")
    .describe(
      "The Monday the week count starts from, as YYYY-MM-DD. A week's number is the weeks since this Monday, minus 10, wrapped to the plan's weeks: with 2024-10-28, week 1 began on Monday, January 6, 2025, and the plan starts over after its last week. Change it only to restart the plan.",
    ),
  bookmarkLine: text
    .optional()
    .describe('A line printed at the foot of every bookmark, such as "The whole Bible in two years, together."'),
  weeks: z
    .array(z.array(text).min(1, "must list at least one reading"))
    .min(1, "must list at least one week")
    .describe('Each week\'s readings, such as ["Genesis 1-8", "Matthew 1-2"], from week 1 in order.'),
});

export type ReadingPlan = z.infer<typeof readingPlanSchema>;
