/** The fonts pictures are drawn with: Source Sans 3 from node_modules, never a system font. */
import { join } from "node:path";
import { loadFont } from "./svg-text.ts";

const fontDir = join(process.cwd(), "node_modules/@fontsource/source-sans-3/files");
export const regular = loadFont(join(fontDir, "source-sans-3-latin-400-normal.woff"));
export const bold = loadFont(join(fontDir, "source-sans-3-latin-700-normal.woff"));

/** The site's colours (app/styles/tokens.css), for pictures drawn at build time. */
export const colors = {
  primary: "#1f4d3a",
  cream: "#f5ecd2",
  ink: "#1c2420",
  muted: "#4a5550",
  rule: "#c9d1cc",
  paper: "#ffffff",
};
