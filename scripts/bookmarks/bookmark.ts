/**
 * A printable bookmark for one week of the reading plan, 2 by 6 inches at 300 dots per inch:
 * the church, the week number, the readings with a box to tick, and where to find the plan.
 */
import sharp from "sharp";
import { bold, regular, type DrawColors } from "../draw/fonts.ts";
import { textPath, wrap, type TextStyle } from "../draw/svg-text.ts";

export const bookmarkSize = { width: 600, height: 1800 };

export interface BookmarkInput {
  churchName: string;
  weekNumber: number;
  planLength: number;
  readings: string[];
  /** Where the plan lives, printed at the foot: cedarhollowbible.org/attendees_biblereadingplan. */
  address: string;
  /** The line printed above the address, such as "The whole Bible in two years, together." */
  footLine: string;
  /** The brand's colors (scripts/draw/fonts.ts). */
  colors: DrawColors;
}

/** The bookmark as SVG, all text drawn as paths. */
export function bookmarkSvg({
  churchName,
  weekNumber,
  planLength,
  readings,
  address,
  footLine,
  colors,
}: BookmarkInput): string {
  const { width, height } = bookmarkSize;
  const margin = 56;
  const style = (font: typeof regular, size: number, color: string, tracking = 0): TextStyle => ({
    font,
    size,
    color,
    tracking,
  });
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="300" fill="${colors.primary}"/>`,
    ...wrap(churchName, width - 2 * margin, style(bold, 44, "#fff")).map((line, i) =>
      textPath(line, width / 2, 110 + i * 52, style(bold, 44, "#fff"), "center"),
    ),
    textPath("BIBLE READING PLAN", width / 2, 250, style(bold, 28, colors.cream, 4), "center"),
    textPath("WEEK", width / 2, 410, style(bold, 40, colors.muted, 8), "center"),
    textPath(String(weekNumber), width / 2, 590, style(bold, 180, colors.primary), "center"),
    textPath(`of ${planLength}`, width / 2, 650, style(regular, 34, colors.muted), "center"),
    `<rect x="${margin}" y="700" width="${width - 2 * margin}" height="3" fill="${colors.rule}"/>`,
    textPath("This week, read:", margin, 780, style(bold, 36, colors.ink)),
  ];
  let y = 870;
  const readingStyle = style(regular, 44, colors.ink);
  for (const reading of readings) {
    parts.push(
      `<rect x="${margin}" y="${y - 36}" width="40" height="40" rx="6" fill="none" stroke="${colors.primary}" stroke-width="4"/>`,
    );
    for (const line of wrap(reading, width - 2 * margin - 64, readingStyle)) {
      parts.push(textPath(line, margin + 64, y, readingStyle));
      y += 58;
    }
    y += 34;
  }
  parts.push(
    `<rect x="${margin}" y="${height - 230}" width="${width - 2 * margin}" height="3" fill="${colors.rule}"/>`,
    ...wrap(footLine, width - 2 * margin, style(regular, 30, colors.muted)).map((line, i) =>
      textPath(line, width / 2, height - 170 + i * 38, style(regular, 30, colors.muted), "center"),
    ),
    ...wrap(address, width - 2 * margin, style(bold, 24, colors.primary)).map((line, i) =>
      textPath(line, width / 2, height - 80 + i * 30, style(bold, 24, colors.primary), "center"),
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}

/** The bookmark as a PNG at 300 dots per inch. */
export function bookmarkPng(input: BookmarkInput): Promise<Buffer> {
  return sharp(Buffer.from(bookmarkSvg(input)), { density: 72 })
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .withMetadata({ density: 300 })
    .toBuffer();
}
