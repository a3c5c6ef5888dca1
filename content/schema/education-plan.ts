import { z } from "zod";
import { text } from "./common.ts";

/** One core class of the education plan. */
export const educationClassSchema = z.strictObject({
  title: text,
  category: text.describe("The category it belongs to; must be one of the plan's categories."),
  year: z.number().int().min(1).describe("The year of the plan it is taken in, 1 for the first."),
  beyondClassHour: text
    .optional()
    .describe(
      'Where it is taught when not in the Sunday class hour, such as "Wednesday evenings"; leave out for a Sunday class.',
    ),
});

/** The plan of core classes, year by year, on the education plan's page. */
export const educationPlanSchema = z
  .strictObject({
    classHour: text.describe(
      'What the church calls the Sunday hour most classes meet in, as in "the Sunday Bible Hour": such as "Bible Hour".',
    ),
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
