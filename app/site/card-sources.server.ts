import { actionLinks } from "../lib/actions.ts";
import type { CardSources } from "../lib/card-view.ts";
import { getContent, type Content } from "./content.server.ts";
import { imageFor } from "./image-manifest.server.ts";

/** What the site's cards are made from (app/lib/card-view.ts): the built content and its pictures' variants. */
export const cardSources = (content: Content = getContent()): CardSources => ({
  plan: content.educationPlan,
  links: actionLinks(content),
  picture: imageFor,
});
