import { z } from "zod";
import { internalPath, isoDate, text } from "./common.ts";

/**
 * A long document written in Markdown, such as the statement of faith or a policy. Its page shows
 * it, and the build turns the same Markdown into a PDF for download.
 */
export const documentSchema = z.strictObject({
  /** The page that shows it, such as /about_pom. Its title and opening come from content/pages.ts. */
  path: internalPath,
  /**
   * The Markdown file in content/documents, such as philosophy-of-ministry.md. Sections start with
   * "## Heading" (the page title is not repeated); paragraphs, lists, **bold**, *italics* and links
   * may be used.
   */
  source: text.regex(/^[a-z0-9-]+\.md$/, "must be a file name in content/documents ending in .md"),
  /** File name of the PDF made from it, served at /docs/{pdf}, such as philosophy-of-ministry.pdf. */
  pdf: text.regex(/^[a-z0-9-]+\.pdf$/, "must be a file name ending in .pdf, such as stewardship-policy.pdf"),
  /** The date the members adopted this version, as YYYY-MM-DD; printed on the page and the PDF. */
  adopted: isoDate,
  /** Show a list of the sections at the top of the page, for long documents. */
  tableOfContents: z.boolean().default(false),
});

export type DocumentEntry = z.infer<typeof documentSchema>;
