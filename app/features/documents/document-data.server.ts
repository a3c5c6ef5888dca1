import { getDocument } from "~/lib/content.server";
import { pageData } from "~/lib/page-data.server";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A document page: heading and introduction, the document itself, its date and its PDF. */
export function documentData(request: Request) {
  const data = pageData(request);
  const document = getDocument(data.path);
  return {
    ...data,
    document: {
      blocks: document.blocks,
      pdfHref: document.pdfHref,
      adopted: { iso: document.adopted, label: longDate.format(new Date(`${document.adopted}T00:00:00Z`)) },
      tableOfContents: document.tableOfContents,
    },
  };
}

export type DocumentData = ReturnType<typeof documentData>["document"];
