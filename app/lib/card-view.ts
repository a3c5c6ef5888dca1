import type { Card } from "../../content/schema/card.ts";
import type { EducationPlan } from "../../content/schema/education-plan.ts";
import { signUpUrl, type ActionLinks } from "./actions.ts";
import type { ResponsiveImage } from "./images.ts";

/** A card ready to show: a Card from content with its heading and its picture's variants. */
export type CardView = Omit<Card, "image" | "title" | "educationPlanClass" | "signUp"> & {
  title: string;
  /** Where its sign-up is, from content/sign-ups.yaml. */
  signUpUrl?: string;
  image?: { alt: string; picture: ResponsiveImage };
};

/** What a card needs from the rest of the content: the education plan, the sign-ups, its picture's variants. */
export interface CardSources {
  /** The education plan, for a church that has one (a card of a class of the plan needs it). */
  plan?: EducationPlan;
  links?: ActionLinks;
  /** The picture of a file of content/images, ready for <picture>. */
  picture: (src: string) => ResponsiveImage;
}

/**
 * A card from content with its picture's variants. A card that names a class of the education
 * plan takes the class's name and says which year of the plan's core it belongs to, so that the
 * two can never disagree; a card that names a sign-up links to its address.
 */
export function cardView(
  { image, educationPlanClass, title, signUp, ...card }: Card,
  { plan, links, picture }: CardSources,
): CardView {
  const planned = educationPlanClass ? plan?.classes.find((c) => c.title === educationPlanClass) : undefined;
  const core = planned && `Core class, year ${planned.year} of the education plan.`;
  return {
    ...card,
    title: planned?.title ?? title ?? "",
    ...(core && { additionalInfo: card.additionalInfo ? `${card.additionalInfo} ${core}` : core }),
    ...(signUp && links && { signUpUrl: signUpUrl(signUp, links) }),
    ...(image && { image: { alt: image.alt, picture: picture(image.src) } }),
  };
}
