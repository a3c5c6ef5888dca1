/** Banner and photo widths are never larger than this (SPEC §9). */
export const maxImageWidth = 2500;

/** Widths we offer, from phone to large desktop. */
const steps = [320, 480, 640, 800, 1024, 1280, 1600, 2000, 2500];

/** A picture ready for <picture>: modern formats as srcsets, a fallback and its intrinsic size. */
export interface ResponsiveImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  fallback: string;
}

/** The widths to generate for a source of this width: every step below it, plus the width itself, capped. */
export function variantWidths(sourceWidth: number, cap = maxImageWidth): number[] {
  const largest = Math.min(Math.round(sourceWidth), cap);
  return [...new Set([...steps.filter((w) => w < largest), largest])];
}

/** Height at a given width, keeping the source's proportions. */
export function scaledHeight(source: { width: number; height: number }, width: number): number {
  return Math.round((source.height * width) / source.width);
}

/** `a-320.avif 320w, a-640.avif 640w` from a list of files and their widths. */
export function srcset(variants: { url: string; width: number }[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}
