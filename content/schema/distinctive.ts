import { z } from "zod";
import { href, text } from "./common.ts";

/** One of the church's distinctives. */
export const distinctiveSchema = z.strictObject({
  /** Where it stands in the list, 1 first; no two distinctives share a number. */
  order: z.number().int().min(1),
  title: text,
  description: text,
  /** Optional link to a fuller policy, such as a PDF under /docs. */
  additionalInfo: z.strictObject({ title: text, href }).optional(),
});

export type Distinctive = z.infer<typeof distinctiveSchema>;
