/**
 * Draws a document (statement of faith, policy) as a paginated US Letter PDF from the same
 * blocks its web page shows. Uses the PDF standard fonts, which every reader has, so nothing is
 * embedded and nothing comes from the system. The output is deterministic: the same content
 * gives the same bytes.
 */
import PDFDocument from "pdfkit";
import type { BrandTokens } from "../../app/lib/brand.ts";
import { longDate } from "../../app/lib/dates.ts";
import type { Block, Inline } from "../../app/lib/document.ts";

export interface DocumentPdfInput {
  churchName: string;
  title: string;
  /** Opening paragraphs of the page, printed under the title. */
  intro: string[];
  /** The date the members adopted it, as YYYY-MM-DD. */
  adopted: string;
  blocks: Block[];
  /** The page's public address, printed under the title; relative links are made absolute with its origin. */
  pageUrl: string;
  /** The brand's colors (app/lib/brand.ts): its main and link colors, and the page's text colors. */
  brand: Pick<BrandTokens, "primary" | "link" | "ink" | "inkMuted">;
}

/** The PDF's colors, the brand's, with the rule between sections. */
const colorsOf = ({ primary, link, ink, inkMuted }: DocumentPdfInput["brand"]) => ({
  ink,
  muted: inkMuted,
  rule: "#c9d1cc",
  primary,
  link,
});
const fonts = { body: "Times-Roman", bold: "Times-Bold", italic: "Times-Italic", boldItalic: "Times-BoldItalic" };
const sans = { regular: "Helvetica", bold: "Helvetica-Bold" };
const margin = 72;
const bodySize = 11.5;
const lineGap = 3;
const listIndent = 20;

/** The PDF's bytes. */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const adopted = new Date(`${input.adopted}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.churchName,
      Subject: `${input.title} of ${input.churchName}, adopted ${longDate(input.adopted)}`,
      Creator: input.churchName,
      // Fixed dates keep the file identical from build to build.
      CreationDate: adopted,
      ModDate: adopted,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const writer = new Writer(doc, new URL(input.pageUrl).origin, colorsOf(input.brand));
  writer.titleBlock(input, longDate(input.adopted));
  for (const block of input.blocks) writer.block(block);
  writer.footers(`${input.churchName} · ${input.title}`);
  doc.end();
  return done;
}

class Writer {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly origin: string,
    private readonly colors: ReturnType<typeof colorsOf>,
  ) {}

  private get width() {
    return this.doc.page.width - margin * 2;
  }

  private get bottom() {
    return this.doc.page.height - margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private keep(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  titleBlock(input: DocumentPdfInput, adopted: string) {
    const { doc } = this;
    doc.font(sans.bold).fontSize(10).fillColor(this.colors.primary);
    doc.text(input.churchName.toUpperCase(), { characterSpacing: 1.2 });
    doc.moveDown(0.4);
    doc.font(fonts.bold).fontSize(26).fillColor(this.colors.ink).text(input.title, { lineGap: 2 });
    doc.moveDown(0.3);
    doc.font(sans.regular).fontSize(9.5).fillColor(this.colors.muted);
    doc.text(`Adopted by the members on ${adopted}  ·  `, { continued: true });
    doc.fillColor(this.colors.link).text(input.pageUrl, { link: input.pageUrl, underline: true });
    doc.moveDown(0.8);
    this.rule();
    doc.moveDown(1);
    for (const paragraph of input.intro) {
      doc
        .font(fonts.italic)
        .fontSize(bodySize + 0.5)
        .fillColor(this.colors.muted);
      doc.text(paragraph, { lineGap, paragraphGap: 6 });
    }
    doc.moveDown(0.5);
  }

  block(block: Block) {
    const { doc } = this;
    switch (block.type) {
      case "heading": {
        const size = block.level === 2 ? 14 : 12;
        doc.moveDown(block.level === 2 ? 0.9 : 0.6);
        // A heading never ends a page: keep room for it and two lines after it.
        this.keep(size * 1.4 + (bodySize + lineGap) * 3);
        doc
          .font(sans.bold)
          .fontSize(size)
          .fillColor(this.colors.primary)
          .text(block.text, margin, doc.y, { width: this.width });
        doc.moveDown(0.35);
        break;
      }
      case "paragraph":
        this.runs(block.content, margin, this.width);
        doc.moveDown(0.6);
        break;
      case "list":
        block.items.forEach((item, i) => {
          const marker = block.ordered ? `${i + 1}.` : "•";
          const x = margin + listIndent;
          const width = this.width - listIndent;
          this.keep(this.heightOf(item, width));
          const y = doc.y;
          doc.font(fonts.body).fontSize(bodySize).fillColor(this.colors.ink);
          doc.text(marker, margin + 4, y, { width: listIndent - 4, lineBreak: false });
          this.runs(item, x, width, y);
          doc.moveDown(0.3);
        });
        doc.moveDown(0.3);
        break;
      case "quote":
        for (const paragraph of block.paragraphs) {
          const top = doc.y;
          this.runs(paragraph, margin + 16, this.width - 16);
          doc
            .save()
            .moveTo(margin + 4, top)
            .lineTo(margin + 4, doc.y)
            .lineWidth(2)
            .stroke(this.colors.rule)
            .restore();
          doc.moveDown(0.6);
        }
        break;
    }
  }

  /** Writes inline content as one flowing paragraph, switching fonts for bold, italics and links. */
  private runs(content: Inline[], x: number, width: number, y = this.doc.y) {
    const { doc } = this;
    const pieces = flatten(content);
    if (pieces.length === 0) return;
    pieces.forEach((piece, i) => {
      const last = i === pieces.length - 1;
      const font = piece.bold
        ? piece.italic
          ? fonts.boldItalic
          : fonts.bold
        : piece.italic
          ? fonts.italic
          : fonts.body;
      doc
        .font(font)
        .fontSize(bodySize)
        .fillColor(piece.href ? this.colors.link : this.colors.ink);
      const options = {
        width,
        lineGap,
        continued: !last,
        link: piece.href ? new URL(piece.href, this.origin).href : null,
        underline: Boolean(piece.href),
      };
      if (i === 0) doc.text(piece.text, x, y, options);
      else doc.text(piece.text, options);
    });
    doc.x = margin;
  }

  private heightOf(content: Inline[], width: number): number {
    const text = flatten(content)
      .map((p) => p.text)
      .join("");
    return this.doc.font(fonts.body).fontSize(bodySize).heightOfString(text, { width, lineGap });
  }

  private rule() {
    const { doc } = this;
    doc
      .save()
      .moveTo(margin, doc.y)
      .lineTo(margin + this.width, doc.y)
      .lineWidth(0.75)
      .stroke(this.colors.rule)
      .restore();
  }

  /** The church, the title and "Page n of m" at the foot of every page. */
  footers(label: string) {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would otherwise start a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - margin / 2 - 4;
      doc.font(sans.regular).fontSize(8.5).fillColor(this.colors.muted);
      doc.text(label, margin, y, { width: this.width, align: "left", lineBreak: false });
      doc.text(`Page ${i + 1} of ${count}`, margin, y, { width: this.width, align: "right", lineBreak: false });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.flushPages();
  }
}

interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  href?: string;
}

/** Inline content as a flat list of styled pieces, which is how PDFKit writes text. */
function flatten(content: Inline[], style: Omit<Piece, "text"> = { bold: false, italic: false }): Piece[] {
  return content.flatMap((run): Piece[] => {
    switch (run.type) {
      case "text":
        return [{ ...style, text: run.text }];
      case "strong":
        return flatten(run.children, { ...style, bold: true });
      case "em":
        return flatten(run.children, { ...style, italic: true });
      case "link":
        return flatten(run.children, { ...style, href: run.href });
    }
  });
}
