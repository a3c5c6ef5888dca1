/**
 * The picture a link preview shows for a page, 1200 x 630: the church's logo and name, the page's
 * section and title, and its address; a biography also shows the person's portrait.
 */
import sharp from "sharp";
import { previewSize } from "../../app/lib/preview-image.ts";
import { bold, regular, type DrawColors } from "../draw/fonts.ts";
import { measure, textPath, wrap, type TextStyle } from "../draw/svg-text.ts";

export interface PreviewInput {
  churchName: string;
  /** The part of the site, printed above the title: "About Us". */
  section?: string;
  title: string;
  /** Printed at the foot, such as example.org/about_history. */
  address: string;
  /** The logo, as SVG or raster file contents. */
  logo: Buffer;
  /** A portrait to show beside the title, as SVG or raster file contents. */
  portrait?: Buffer;
  /** The brand's colors (scripts/draw/fonts.ts). */
  colors: DrawColors;
}

const { width, height } = previewSize;
const margin = 80;
const portraitSize = 320;
const footer = 96;

/** The largest title size at which the title fits in three lines. */
function titleLines(title: string, maxWidth: number, color: string): { lines: string[]; style: TextStyle } {
  for (const size of [88, 76, 64, 54]) {
    const style = { font: bold, size, color };
    const lines = wrap(title, maxWidth, style);
    if (lines.length <= 3 && lines.every((line) => measure(line, style) <= maxWidth)) return { lines, style };
  }
  const style = { font: bold, size: 54, color };
  return { lines: wrap(title, maxWidth, style).slice(0, 3), style };
}

/** Everything but the logo and portrait, as SVG with all text drawn as paths. */
export function previewSvg({ churchName, section, title, address, portrait, colors }: PreviewInput): string {
  const textWidth = width - 2 * margin - (portrait ? portraitSize + 60 : 0);
  const { lines, style } = titleLines(title, textWidth, colors.paper);
  const lineHeight = Math.round(style.size * 1.12);
  const blockHeight = (section ? 56 : 0) + lines.length * lineHeight;
  // The section and title sit in the middle of the space between the church's name and the footer.
  let y = Math.round(170 + (height - footer - 170 - blockHeight) / 2) + (section ? 32 : style.size);
  const parts = [
    `<rect width="${width}" height="${height}" fill="${colors.primary}"/>`,
    textPath(churchName, margin + 96, 113, { font: bold, size: 38, color: colors.cream }),
  ];
  if (section) {
    parts.push(textPath(section.toUpperCase(), margin, y, { font: bold, size: 28, color: colors.cream, tracking: 4 }));
    y += 24 + style.size;
  }
  for (const line of lines) {
    parts.push(textPath(line, margin, y, style));
    y += lineHeight;
  }
  parts.push(
    `<rect y="${height - footer}" width="${width}" height="${footer}" fill="${colors.cream}"/>`,
    textPath(address, margin, height - footer / 2 + 11, { font: regular, size: 32, color: colors.primary }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}

/** A picture cut to a circle, as a PNG. */
async function roundPortrait(image: Buffer, size: number): Promise<Buffer> {
  const circle = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`;
  return sharp(image, { density: 300 })
    .resize(size, size, { fit: "cover" })
    .composite([{ input: Buffer.from(circle), blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** The preview as a PNG. */
export async function previewPng(input: PreviewInput): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [
    {
      // A logo that is not square keeps its proportions within the square.
      input: await sharp(input.logo, { density: 300 })
        .resize(72, 72, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
      left: margin,
      top: 62,
    },
  ];
  if (input.portrait) {
    const top = Math.round(170 + (height - footer - 170 - portraitSize) / 2);
    const ring = `<svg xmlns="http://www.w3.org/2000/svg" width="${portraitSize + 16}" height="${portraitSize + 16}"><circle cx="${portraitSize / 2 + 8}" cy="${portraitSize / 2 + 8}" r="${portraitSize / 2 + 8}" fill="${input.colors.cream}"/></svg>`;
    const left = width - margin - portraitSize;
    layers.push(
      { input: Buffer.from(ring), left: left - 8, top: top - 8 },
      { input: await roundPortrait(input.portrait, portraitSize), left, top },
    );
  }
  return sharp(Buffer.from(previewSvg(input)), { density: 72 })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, colours: 128 })
    .toBuffer();
}
