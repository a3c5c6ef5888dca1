import { z } from "zod";
import { text } from "./common.ts";
import { pagePath } from "./page.ts";

/**
 * One fact that `npm run check:text` looks for in every built page: where a page words it in one
 * of its phrases, the value must be the content's.
 */
export const factCheckSchema = z.strictObject({
  fact: text.describe(
    'A fact of the content, as text names it between {{ and }}: a service ("Worship Service"), its day ("Worship Service day"), a fact of the site settings ("Nursery age"), "Care group days" or "Year founded".',
  ),
  saidAs: z
    .array(text.refine((phrase) => phrase.includes("{value}"), "must contain {value} where the value stands"))
    .min(1, "must give at least one phrase")
    .describe(
      'How pages word it, with {value} where the value stands and ... for a few words between: "worship at {value}", "nursery ... through age {value}". Letters match in either case.',
    ),
  allowed: z
    .array(
      z.strictObject({
        page: pagePath.describe("The page's path, such as /ministries_corporate."),
        value: text.describe("The other value it may give."),
      }),
    )
    .optional()
    .describe("Pages allowed another reading (a time the page gives on purpose), each with that reading."),
});

/** The facts the text check compares. */
export const factChecksSchema = z.strictObject({
  checks: z.array(factCheckSchema).describe("Each fact to look for in the pages, with how pages word it."),
});

export type FactCheck = z.infer<typeof factCheckSchema>;
export type FactChecks = z.infer<typeof factChecksSchema>;
