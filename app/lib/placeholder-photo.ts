/**
 * The picture shown for a person without a photo of their own: the outline of a head and
 * shoulders in the church's main color on a pale tint of it. The engine draws it from the brand
 * (scripts/build-images.ts gives it its sizes like any photo), so a church never needs a file
 * for it, and no church shows another's emblem in its place.
 */
import type { BrandTokens } from "./brand.ts";

/** The square SVG of the placeholder photo, 800 px a side, in the brand's colors. */
export function placeholderPhotoSvg(tokens: Pick<BrandTokens, "primary" | "primarySoft">): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">` +
    `<rect width="400" height="400" fill="${tokens.primarySoft}"/>` +
    `<g fill="${tokens.primary}" opacity=".55">` +
    `<circle cx="200" cy="160" r="72"/>` +
    `<path d="M64 400c0-84 61-136 136-136s136 52 136 136Z"/>` +
    `</g></svg>`
  );
}
