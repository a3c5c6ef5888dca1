/**
 * The features a church may have or add later (`npm run add-feature NAME`): each optional
 * collection of the manifest with the page that shows it, and the kinds of page that have no
 * collection of their own (their content is the page's, or a feed's). The editor names those a
 * church lacks, and the command brings one in.
 */
import { collections, requiredCollections } from "./collections.ts";
import type { PageKind } from "./schema/page.ts";

type Name = Exclude<keyof typeof collections, "pages">;

/** A feature: an optional collection (and the page that shows it), or a page kind alone. */
export interface Feature {
  /** The name the command takes: "conference", "reading-plan". */
  name: string;
  /** What it brings, for the office: "the conference page and its calendar files". */
  what: string;
  collection?: Name;
  kind?: PageKind;
}

/** Kinds of page a church adds without a collection of their own, with what each shows. */
const pageOnly: Partial<Record<PageKind, string>> = {
  sermons: "the sermons page, from the church's podcast or video feed",
  events: "the events page, from the church's calendar feed",
  search: "the site search page",
  visit: "the page for first-time visitors",
  accessibility: "the accessibility statement",
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const featureNames: Partial<Record<Name, string>> = { staffSections: "staff", fallPage: "fall" };

/** Every feature a church may add, by the name the command takes. */
export const features: Feature[] = [
  ...(Object.keys(collections) as Name[])
    .filter((name) => name !== ("pages" as string) && !(requiredCollections as readonly string[]).includes(name))
    .map((collection) => {
      const { shownOn, feeds } = collections[collection];
      return {
        name: featureNames[collection] ?? kebab(collection),
        what: feeds,
        collection,
        ...(shownOn !== "home" && shownOn !== "own" ? { kind: shownOn } : {}),
      };
    }),
  ...(Object.entries(pageOnly) as [PageKind, string][]).map(([kind, what]) => ({ name: kind, what, kind })),
];

/**
 * The features with a page of their own that a church does not have: the collections it lacks
 * (`present` names those it has) and the kinds of page it has none of.
 */
export function featuresLacking(present: ReadonlySet<string>, kinds: ReadonlySet<PageKind>): Feature[] {
  return features.filter(
    (feature) =>
      feature.kind !== undefined && (feature.collection ? !present.has(feature.collection) : !kinds.has(feature.kind)),
  );
}
