import { getDocument } from "~/site/content.server";
import { longDate } from "~/lib/dates";
import { pageData } from "~/site/page-data.server";

/** A document page: heading and introduction, the document itself, its date and its PDF. */
export function documentData(request: Request) {
  const data = pageData(request);
  const document = getDocument(data.path);
  return {
    ...data,
    document: {
      blocks: document.blocks,
      pdfHref: document.pdfHref,
      adopted: { iso: document.adopted, label: longDate(document.adopted) },
      tableOfContents: document.tableOfContents,
    },
  };
}

export type DocumentData = ReturnType<typeof documentData>["document"];
