import { z } from "zod";
import { href, text } from "./common.ts";

/** One of the church's distinctives. */
export const distinctiveSchema = z.strictObject({
  order: z.number().int().min(1).describe("Where it stands in the list, 1 first; no two distinctives share a number."),
  title: text,
  description: text,
  additionalInfo: z
    .strictObject({ title: text, href })
    .optional()
    .describe("Optional link to a fuller policy, such as a PDF under /docs."),
});

export type Distinctive = z.infer<typeof distinctiveSchema>;
