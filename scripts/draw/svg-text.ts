/**
 * Text drawn as SVG paths from a font file in the project, so a picture looks the same on every
 * machine and never depends on the fonts installed there.
 */
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";

export interface TextStyle {
  font: fontkit.Font;
  size: number;
  color: string;
  /** Extra space between letters, in pixels. */
  tracking?: number;
}

/** Opens a font file (TTF, OTF, WOFF) from disk. */
export function loadFont(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if (!("layout" in font)) throw new Error(`${path} is a font collection, not a single font`);
  return font;
}

/** The width of a line of text in pixels. */
export function measure(text: string, { font, size, tracking = 0 }: TextStyle): number {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  return run.positions.reduce((width, p) => width + p.xAdvance * scale + tracking, 0) - (text ? tracking : 0);
}

/** One line of text as SVG paths, with its baseline at y, aligned at x. */
export function textPath(
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: "left" | "center" = "left",
): string {
  const { font, size, color, tracking = 0 } = style;
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = align === "center" ? x - measure(text, style) / 2 : x;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const d = glyph.path.toSVG();
    if (d) {
      const gx = (pen + position.xOffset * scale).toFixed(2);
      const gy = (y - position.yOffset * scale).toFixed(2);
      paths.push(
        `<path transform="translate(${gx} ${gy}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    }
    pen += position.xAdvance * scale + tracking;
  });
  return `<g fill="${color}">${paths.join("")}</g>`;
}

/** Breaks text into lines no wider than `width`, at spaces. */
export function wrap(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, style) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
