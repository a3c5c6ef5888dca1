import { readFileSync } from "node:fs";
import { projectPath } from "./project-paths.server.ts";
import type { ResponsiveImage } from "../lib/images.ts";

/** Written by scripts/build-images.ts: one entry per file in content/images. */
export const manifestFile = projectPath(".generated/images.json");

let manifest: Record<string, ResponsiveImage> | undefined;

/** The generated variants of a file in content/images. */
export function imageFor(imagePath: string): ResponsiveImage {
  manifest ??= JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ResponsiveImage>;
  const image = manifest[imagePath];
  if (!image) throw new Error(`No generated image for content/images${imagePath}: run "npm run images".`);
  return image;
}
