import { z } from "zod";
import { signUpName } from "./action.ts";
import { checkNoticeDates, externalUrl, imagePath, noticeDates, text } from "./common.ts";

/** One card of a grid of activities: the fall sign-ups, a ministry's classes. */
export const cardSchema = z
  .strictObject({
    title: text.optional().describe("The card's heading; leave it out for a class of the education plan."),
    educationPlanClass: text
      .optional()
      .describe(
        "A class of content/education-plan.yaml, by its title: the card takes the class's name and says it is a core class of the plan, with its year.",
      ),
    description: text,
    videoUrl: externalUrl.optional().describe("Optional video (embed address on the privacy-enhanced video domain)."),
    image: z.strictObject({ src: imagePath, alt: text }).optional().describe("Optional picture in content/images."),
    signUp: signUpName.optional(),
    additionalInfo: text.optional().describe("A last line of details, such as dates or ages."),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates)
  .superRefine((card, ctx) => {
    if (!card.title && !card.educationPlanClass)
      ctx.addIssue({ code: "custom", path: ["title"], message: "is missing (or name an educationPlanClass)" });
    if (card.title && card.educationPlanClass)
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: "is the education plan class's own name: leave the title out, so the two cannot differ",
      });
  });

export type Card = z.infer<typeof cardSchema>;
