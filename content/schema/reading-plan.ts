import { z } from "zod";
import { isoDate, text } from "./common.ts";

/** The number of weeks in the reading plan (SPEC §9). */
export const planWeeks = 106;

/** The Bible reading plan. */
export const readingPlanSchema = z.strictObject({
  epochMonday: isoDate
    .refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, "must be a Monday")
    .describe(
      "The Monday the week count starts from, as YYYY-MM-DD. A week's number is the weeks since this Monday, minus 10, wrapped to 1..106: week 1 began on Monday, January 6, 2025, and the plan starts over every 106 weeks. Change it only to restart the plan.",
    ),
  weeks: z
    .array(z.array(text).min(1, "must list at least one reading"))
    .length(planWeeks, `must list ${planWeeks} weeks`)
    .describe('Each week\'s readings, such as ["Genesis 1-8", "Matthew 1-2"], for weeks 1 to 106 in order.'),
});

export type ReadingPlan = z.infer<typeof readingPlanSchema>;
