import { z } from "zod";
import { externalUrl, text } from "./common.ts";

/** One sign-up or form of the church-management service, under the name content gives it. */
const signUpSchema = z.strictObject({
  name: text.describe(
    'What buttons and cards call it, such as "Care groups": a card or button names it in its sign-up field.',
  ),
  url: externalUrl.describe("Its page on the church-management service."),
});

/**
 * Every sign-up and form of the church-management service that a page links to, each written
 * once: when an event moves, its address changes here and every button and card follows.
 */
export const signUpsSchema = z
  .strictObject({
    signUps: z
      .array(signUpSchema)
      .min(1, "must list at least one sign-up")
      .describe("Sign-ups and forms, each with the name pages use for it and its address."),
  })
  .superRefine(({ signUps }, ctx) => {
    for (const key of ["name", "url"] as const) {
      const seen = new Map<string, number>();
      signUps.forEach((signUp, i) => {
        const earlier = seen.get(signUp[key]);
        if (earlier !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["signUps", i, key],
            message: `is already the ${key} of sign-up ${earlier + 1} ("${signUps[earlier]!.name}"): each sign-up is listed once`,
          });
        else seen.set(signUp[key], i);
      });
    }
  });

export type SignUps = z.infer<typeof signUpsSchema>;
