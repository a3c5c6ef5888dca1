import { z } from "zod";
import { text } from "./common.ts";

/** What every page says about itself: its heading, the line search engines and link previews show, its opening. */
export const pageSchema = z.strictObject({
  /** The page's main heading, also its title in the browser tab. */
  title: text,
  /** One or two sentences for search results and link previews (up to 160 characters). */
  description: text.max(160, "must be at most 160 characters"),
  /** Opening paragraphs of the page. */
  intro: z.array(text).min(1, "must have at least one paragraph"),
});

/** Pages keyed by their path, such as "/about_doctrine". */
export const pagesSchema = z.record(
  z.string().regex(/^\/[a-z0-9_]*$/, "must be a path such as /about_staff"),
  pageSchema,
);

export type PageContent = z.infer<typeof pageSchema>;
