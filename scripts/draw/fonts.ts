/** The fonts pictures are drawn with: Source Sans 3 from node_modules, never a system font. */
import { join } from "node:path";
import type { BrandTokens } from "../../app/lib/brand.ts";
import { loadFont } from "./svg-text.ts";

const fontDir = join(process.cwd(), "node_modules/@fontsource/source-sans-3/files");
export const regular = loadFont(join(fontDir, "source-sans-3-latin-400-normal.woff"));
export const bold = loadFont(join(fontDir, "source-sans-3-latin-700-normal.woff"));

/** The colors of a picture drawn at build time: the brand's (app/lib/brand.ts) and the page's neutrals. */
export interface DrawColors {
  primary: string;
  /** The light color printed on the main one. */
  cream: string;
  ink: string;
  muted: string;
  rule: string;
  paper: string;
}

/** The pictures' colors from the brand's tokens. */
export const drawColors = (tokens: BrandTokens): DrawColors => ({
  primary: tokens.primary,
  cream: tokens.accent,
  ink: tokens.ink,
  muted: tokens.inkMuted,
  rule: "#c9d1cc",
  paper: tokens.paper,
});
