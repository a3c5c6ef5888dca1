/**
 * The manifest of the site's content: every collection, the file or folder it lives in, the zod
 * schema it must satisfy (content/schema/, one description a field) and what it feeds. The build
 * reads exactly what is declared here (app/lib/content/content-files.ts), so a file outside it is
 * never shown, and the schemas are the one truth about what a field may hold.
 *
 * A single thing is one YAML file. A list of things is a folder, one YAML file an entry, in the
 * order of a field of theirs (`order`, a year, a date), never of the files' names. Pages are
 * Markdown files with front matter in content/pages.
 *
 * Every collection but the few any church site needs (`requiredCollections`) is optional: a church
 * without a conference has no content/conference.yaml, and so no conference page, menu entry,
 * search entry or calendar file. A collection that feeds a page of its own (`shownOn`) and that
 * page come and go together.
 */
import { z } from "zod";
import { livestreamSchema, membershipSchema, readingListSchema } from "./schema/attendees.ts";
import { careGroupsSchema } from "./schema/care-group.ts";
import { conferenceSchema } from "./schema/conference.ts";
import { distinctiveSchema } from "./schema/distinctive.ts";
import { educationPlanSchema } from "./schema/education-plan.ts";
import { factChecksSchema } from "./schema/fact-check.ts";
import { fallPageSchema } from "./schema/fall.ts";
import { flashBannerSchema } from "./schema/flash-banner.ts";
import { historyItemSchema } from "./schema/history.ts";
import { homeSchema } from "./schema/home.ts";
import { menuSectionSchema } from "./schema/navigation.ts";
import { pageSchema, type PageKind } from "./schema/page.ts";
import { readingPlanSchema } from "./schema/reading-plan.ts";
import { signUpsSchema } from "./schema/sign-up.ts";
import { siteConfigSchema } from "./schema/site-config.ts";
import { staffSectionSchema } from "./schema/staff.ts";

/** How a folder's files are ordered: by a field of theirs, or fields, the first deciding most. */
export interface FolderOrder {
  by: string | readonly string[];
  /** Whether two entries may share a place (two events of one year may; two places in a list may not). */
  unique?: boolean;
}

/** A folder of YAML files, one entry a file. `nameField` receives each file's name without .yaml. */
export interface FolderSource {
  folder: string;
  order: FolderOrder;
  nameField?: string;
  /** Whether the office edits its entries but adds and removes none (the menu's sections, which pages name). */
  fixed?: boolean;
}

/** Groups in one folder whose entries are files of another folder, each naming its group and place. */
export interface GroupedSource {
  groups: { folder: string; order: FolderOrder & { by: string }; listField: string };
  entries: { folder: string; order: FolderOrder & { by: string }; groupField: string };
}

/** Where a collection lives. A file's `fields` are lists read from folders of their own. */
export type CollectionSource =
  | { file: string; fields?: Record<string, FolderSource | GroupedSource> }
  | FolderSource
  | GroupedSource
  | { pages: string };

export interface Collection<S extends z.ZodType = z.ZodType> {
  source: CollectionSource;
  schema: S;
  /** What it feeds, for the people who edit it. */
  feeds: string;
  /**
   * The page a change to it is seen on first, by its kind (the site editor links to it once the
   * change is live); a page's own file is seen at its own address.
   */
  shownOn: PageKind | "own";
}

const byOrder = { by: "order", unique: true } as const;

/** The collections every church's site has: its settings, its home page, its menu and its pages. */
export const requiredCollections = ["siteConfig", "home", "menu", "pages"] as const;
export type RequiredCollection = (typeof requiredCollections)[number];

/** Declares a collection, keeping its schema's type. */
const collection = <S extends z.ZodType>(
  source: CollectionSource,
  schema: S,
  feeds: string,
  shownOn: Collection["shownOn"],
): Collection<S> => ({ source, schema, feeds, shownOn });

export const collections = {
  siteConfig: collection(
    { file: "content/site-config.yaml" },
    siteConfigSchema,
    "the church's name, address, service times and outside services on every page",
    "home",
  ),
  signUps: collection(
    { file: "content/sign-ups.yaml" },
    signUpsSchema,
    "every sign-up button and card: each names a sign-up, and its address is written here once",
    "home",
  ),
  flashBanner: collection(
    { file: "content/flash-banner.yaml" },
    flashBannerSchema,
    "the notice atop every page",
    "home",
  ),
  home: collection({ file: "content/home.yaml" }, homeSchema, "the home page's sections and carousel", "home"),
  factChecks: collection(
    { file: "content/fact-checks.yaml" },
    factChecksSchema,
    "no page: the check that every page states each fact listed as its field does (npm run check:text)",
    "home",
  ),
  menu: collection(
    { folder: "content/menu", order: byOrder, nameField: "id", fixed: true },
    z.array(menuSectionSchema).min(1),
    "the main menu and the side menu; pages place themselves in a section",
    "home",
  ),
  pages: collection(
    { pages: "content/pages" },
    z.array(pageSchema).min(1),
    "every page: its route, title, description, introduction and menu place; the sitemap and link check",
    "own",
  ),
  staffSections: collection(
    {
      groups: { folder: "content/staff-groups", order: byOrder, listField: "staff" },
      entries: { folder: "content/staff", order: byOrder, groupField: "group" },
    },
    z.array(staffSectionSchema).min(1),
    "the staff page and a biography page for each person with an about section",
    "staff",
  ),
  history: collection(
    { folder: "content/history", order: { by: "year" } },
    z.array(historyItemSchema).min(1),
    "the history page's timeline",
    "history",
  ),
  distinctives: collection(
    { folder: "content/distinctives", order: byOrder },
    z.array(distinctiveSchema),
    "the distinctives page",
    "distinctives",
  ),
  careGroups: collection(
    { file: "content/care-groups.yaml", fields: { groups: { folder: "content/care-groups", order: byOrder } } },
    careGroupsSchema,
    "the care groups page",
    "care-groups",
  ),
  educationPlan: collection(
    { file: "content/education-plan.yaml" },
    educationPlanSchema,
    "the education plan's page",
    "education-plan",
  ),
  livestream: collection({ file: "content/livestream.yaml" }, livestreamSchema, "the live stream page", "livestream"),
  membership: collection(
    { file: "content/membership.yaml" },
    membershipSchema,
    "the membership and baptism page",
    "membership",
  ),
  readingList: collection(
    {
      file: "content/reading-list.yaml",
      fields: {
        topics: {
          groups: { folder: "content/reading-topics", order: byOrder, listField: "books" },
          entries: { folder: "content/books", order: byOrder, groupField: "topic" },
        },
      },
    },
    readingListSchema,
    "the reading list's page",
    "reading",
  ),
  conference: collection(
    {
      file: "content/conference.yaml",
      fields: {
        speakers: { folder: "content/conference-speakers", order: byOrder },
        sessions: { folder: "content/conference-sessions", order: { by: ["date", "start"] } },
      },
    },
    conferenceSchema,
    "the conference page and its calendar files",
    "conference",
  ),
  readingPlan: collection(
    { file: "content/reading-plan.yaml" },
    readingPlanSchema,
    "the Bible reading plan's page and its bookmarks",
    "reading-plan",
  ),
  fallPage: collection(
    { file: "content/fall.yaml", fields: { sections: { folder: "content/fall-sections", order: byOrder } } },
    fallPageSchema,
    "the seasonal sign-up page (fall)",
    "fall",
  ),
};

/**
 * Fields that name an entry of a list in another single file, rather than repeat what it says: a
 * card names a class of the education plan, a button a sign-up. The build refuses a name the
 * list does not have, and the editor offers the list's names to pick from.
 */
export const references = {
  educationPlanClass: { collection: "educationPlan", list: "classes", key: "title", noun: "class" },
  signUp: { collection: "signUps", list: "signUps", key: "name", noun: "sign-up" },
} as const satisfies Record<string, { collection: keyof typeof collections; list: string; key: string; noun: string }>;

export type ReferenceField = keyof typeof references;

/**
 * Fields written as one paragraph of Markdown ([the words](/page), **bold**), by collection and
 * path (`*` for every item of a list): the build reads them into text, links and emphasis, and
 * refuses anything else they hold.
 */
export const inlineMarkdown = {
  flashBanner: ["flashMessage"],
  fallPage: ["sections.*.description"],
} as const satisfies Partial<Record<keyof typeof collections, readonly string[]>>;
