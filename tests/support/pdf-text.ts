/**
 * Test helper: the text a PDF made by PDFKit draws with the standard fonts, in drawing order.
 * PDFKit writes such text as hex strings in deflated content streams; this reads them back so
 * a test can check what a reader would see.
 */
import { inflateSync } from "node:zlib";

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const out: string[] = [];
  for (const match of source.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not a content stream (fonts, images)
    }
    for (const text of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...text[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      out.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return out.join(" ").replace(/\s+/g, " ");
}
