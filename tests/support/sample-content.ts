/**
 * The sample church's content, with every optional feature it has (content/collections.ts): the
 * tests of the sample read it through here, so they say at once, by name, if the sample were to
 * lose a feature, and need not ask of each collection whether the church has it.
 */
import { collections, requiredCollections } from "../../content/collections.ts";
import type { HomeContent } from "../../content/schema/home.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { getContent, loadContent, type Content } from "../../app/site/content.server.ts";

type Links = Required<SiteConfig["links"]>;
type Optional = Exclude<keyof typeof collections, (typeof requiredCollections)[number]>;
/** Content with every optional collection and outside service (content/collections.ts) there. */
export type CompleteContent = Omit<Content, Optional | "siteConfig" | "home"> & {
  [K in Optional]-?: NonNullable<Content[K]>;
} & { siteConfig: Omit<SiteConfig, "links"> & { links: Links }; home: Required<HomeContent> };

/** The content as `getContent` or `loadContent` gives it, which has every feature (`whose` names it if not). */
export function withEveryFeature(content: Content, whose = "the sample church's content"): CompleteContent {
  const missing = Object.keys(collections).filter((name) => content[name as keyof Content] === undefined);
  const links = content.siteConfig.links;
  const missingLinks = (["videoChannel", "liveStreamEmbed", "socialFeedScript"] as const).filter(
    (name) => links[name] === undefined,
  );
  if (missing.length + missingLinks.length > 0)
    throw new Error(`${whose} lacks ${[...missing, ...missingLinks.map((l) => `links.${l}`)].join(", ")}`);
  return content as CompleteContent;
}

/** The sample's content on the day of the build. */
export const sampleContent = (): CompleteContent => withEveryFeature(getContent());

/** The sample's content as shown on `day`. */
export const sampleContentOn = (day: string): CompleteContent => withEveryFeature(loadContent(undefined, day).content);
