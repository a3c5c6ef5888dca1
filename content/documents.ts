import type { z } from "zod";
import type { documentSchema } from "./schema/document.ts";

/**
 * The documents written in Markdown in content/documents. Each is shown on its page and also
 * offered as a PDF at /docs/{pdf}, made from the same file when the site is built.
 */
export const documents: z.input<typeof documentSchema>[] = [
  {
    path: "/about_doctrine",
    source: "statement-of-faith.md",
    pdf: "statement-of-faith.pdf",
    adopted: "2016-10-09",
    tableOfContents: true,
  },
  {
    path: "/about_pom",
    source: "philosophy-of-ministry.md",
    pdf: "philosophy-of-ministry.pdf",
    adopted: "2019-05-12",
    tableOfContents: true,
  },
  {
    path: "/about_stewardship",
    source: "stewardship-policy.md",
    pdf: "stewardship-policy.pdf",
    adopted: "2021-11-14",
  },
  {
    path: "/about_divorce",
    source: "divorce-and-remarriage-policy.md",
    pdf: "divorce-and-remarriage-policy.pdf",
    adopted: "2017-03-12",
  },
];
