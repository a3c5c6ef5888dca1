// @vitest-environment node
import { brandTokens } from "../../app/lib/brand";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Block } from "../../app/lib/document.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { renderDocumentPdf, type DocumentPdfInput } from "./document-pdf.ts";

const paragraph = (text: string): Block => ({ type: "paragraph", content: [{ type: "text", text }] });

const input: DocumentPdfInput = {
  churchName: "Test Valley Church",
  title: "Giving Policy",
  intro: ["How we handle gifts."],
  adopted: "2021-11-14",
  pageUrl: "https://www.example.org/about_giving",
  brand: brandTokens({ primary: "#1e3a8a", accent: "#fde68a", link: "#1d4ed8" }),
  blocks: [
    { type: "heading", level: 2, id: "purpose", text: "Purpose" },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Gifts are " },
        { type: "strong", children: [{ type: "text", text: "counted by two" }] },
        { type: "text", text: " people; see " },
        { type: "link", href: "/about_staff", children: [{ type: "text", text: "the staff" }] },
        { type: "text", text: "." },
      ],
    },
    {
      type: "list",
      ordered: true,
      items: [[{ type: "text", text: "First step" }], [{ type: "text", text: "Second step" }]],
    },
    // Enough text to need more than one page.
    ...Array.from({ length: 40 }, (_, i) => paragraph(`Paragraph ${i + 1}. ${"Stewardship is worship. ".repeat(12)}`)),
  ],
};

describe("renderDocumentPdf", () => {
  it("makes a valid, paginated PDF with the church, title and date", async () => {
    const bytes = await renderDocumentPdf(input);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe("Giving Policy");
    expect(pdf.getAuthor()).toBe("Test Valley Church");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2021-11-14T00:00:00.000Z");
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual([612, 792]);
  });

  it("writes the title block, the text and a numbered footer on every page", async () => {
    const bytes = await renderDocumentPdf(input);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    const text = pdfText(bytes);
    expect(text).toContain("TEST VALLEY CHURCH");
    expect(text).toContain("Adopted by the members on November 14, 2021");
    expect(text).toContain("counted by two");
    expect(text).toContain("Second step");
    expect(text).toContain("Paragraph 40.");
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.match(/Test Valley Church · Giving Policy/g)).toHaveLength(pages);
  });

  it("makes links absolute", async () => {
    const bytes = (await renderDocumentPdf(input)).toString("latin1");
    expect(bytes).toContain("(https://www.example.org/about_staff)");
  });

  it("gives the same bytes for the same content", async () => {
    const [a, b] = await Promise.all([renderDocumentPdf(input), renderDocumentPdf(input)]);
    expect(a.equals(b)).toBe(true);
  });
});
