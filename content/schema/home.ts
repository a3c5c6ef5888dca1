import { z } from "zod";
import { href, text } from "./common.ts";

/** The home page's own sections (the banners live in site-config). */
export const homeSchema = z.strictObject({
  purpose: z.strictObject({
    heading: text,
    intro: text,
    /** The points of the church's purpose, in order. */
    points: z.array(z.strictObject({ title: text, text, reference: text.optional() })).min(1),
  }),
  services: z.strictObject({ heading: text, intro: text }),
  involved: z.strictObject({
    heading: text,
    intro: text,
    /** Steps toward getting involved, each with a link. */
    steps: z.array(z.strictObject({ title: text, text, link: z.strictObject({ label: text, href }) })).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
