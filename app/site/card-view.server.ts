import type { Card } from "../../content/schema/card.ts";
import { imageFor } from "./image-manifest.server.ts";
import type { ResponsiveImage } from "../lib/images.ts";

/** A card ready to show: a Card from content with its picture's variants. */
export type CardView = Omit<Card, "image"> & { image?: { alt: string; picture: ResponsiveImage } };

/** A card from content with its picture's generated variants. */
export function cardView({ image, ...card }: Card): CardView {
  return image ? { ...card, image: { alt: image.alt, picture: imageFor(image.src) } } : card;
}
