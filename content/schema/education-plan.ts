import { z } from "zod";
import { text } from "./common.ts";

/** One core class of the education plan. */
export const educationClassSchema = z.strictObject({
  title: text,
  category: text.describe("The category it belongs to; must be one of the plan's categories."),
  year: z.number().int().min(1).max(6).describe("The year of the plan it is taken in, 1 to 6."),
  beyondDiscipleshipHour: text
    .optional()
    .describe(
      'Where it is taught when not in the Sunday Discipleship Hour, such as "Unified Wednesdays"; leave out for a Discipleship Hour class.',
    ),
});

/** The six-year plan of core classes on /ministries_educationplan. */
export const educationPlanSchema = z
  .strictObject({
    categories: z
      .array(z.strictObject({ name: text, description: text }))
      .min(1)
      .describe("The categories, in the order shown, each with one sentence about it."),
    classes: z.array(educationClassSchema).min(1).describe("Every core class, in the order taken."),
  })
  .superRefine((plan, ctx) => {
    const names = plan.categories.map((c) => c.name);
    plan.classes.forEach((c, i) => {
      if (!names.includes(c.category)) {
        ctx.addIssue({
          code: "custom",
          path: ["classes", i, "category"],
          message: `must be one of ${names.join(", ")}`,
        });
      }
    });
  });

export type EducationPlan = z.infer<typeof educationPlanSchema>;
export type EducationClass = z.infer<typeof educationClassSchema>;
