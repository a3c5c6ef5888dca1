import { z } from "zod";
import { checkNoticeDates, isoDate, noticeDates, text } from "./common.ts";
import { ministryFields, sectionSchema } from "./ministry.ts";

/**
 * What a page is, which decides how it is drawn (app/routes.ts maps each kind to its route
 * module). A ministry page, a document and the home page are kinds; a staff biography is a page
 * too, made from its person's file in content/staff.
 */
export const pageKinds = [
  "home",
  "livestream",
  "document",
  "distinctives",
  "staff",
  "history",
  "sermons",
  "events",
  "membership",
  "reading-plan",
  "reading",
  "ministry",
  "care-groups",
  "education-plan",
  "fall",
  "conference",
  "search",
  "visit",
  "accessibility",
  "not-found",
] as const;
export type PageKind = (typeof pageKinds)[number];

/** Kinds drawn as a ministry page: meeting times, sections from the Markdown, cards, buttons, contact. */
export const ministryKinds: readonly PageKind[] = [
  "ministry",
  "care-groups",
  "education-plan",
  "visit",
  "accessibility",
];

/** What comes from another service, which the accessibility statement names with the link each keeps. */
export const thirdPartyContents = ["video", "sermons", "map", "socialFeeds", "churchManagement"] as const;

/** Where a page is listed in the main menu: a section of content/menu, optionally a submenu, and its place. */
export const menuPlacementSchema = z.strictObject({
  section: text.describe("The menu section it is listed in, by its file's name in content/menu (ministries)."),
  group: text
    .optional()
    .describe('A submenu of that section, by its label ("Adults"); leave out to list it in the section itself.'),
  order: z.number().int().min(1).describe("The place among the section's (or submenu's) links, 1 first."),
  label: text.optional().describe("The words in the menu, when not the page's title."),
});

/** A path of this site, such as /ministries_mens. */
export const pagePath = z.string().regex(/^\/[a-z0-9_]*$/, "must be a path such as /ministries_mens");

/**
 * The fields that belong to some kinds of page only, and what the content check says of one given
 * to another kind. The site editor shows a page's form with its kind's fields only (pageFieldsFor).
 */
const kindFields: Record<string, { kinds: readonly PageKind[]; belongs: (kind: PageKind) => string }> = {
  aliases: {
    kinds: pageKinds.filter((kind) => kind !== "home" && kind !== "not-found"),
    belongs: (kind) => `a page of kind ${kind} has no other address`,
  },
  ...Object.fromEntries(
    ["pdf", "adopted", "tableOfContents"].map((field) => [
      field,
      { kinds: ["document"], belongs: () => "belongs to a document page only" },
    ]),
  ),
  // Only a seasonal page says, once it has ended, that its season is over and where to look now.
  ...Object.fromEntries(
    ["showFrom", "showUntil"].map((field) => [
      field,
      { kinds: ["fall"], belongs: () => "belongs to a seasonal page (kind fall) only" },
    ]),
  ),
  thirdParties: {
    kinds: ["accessibility"],
    belongs: () => "belongs to the accessibility statement (kind accessibility) only",
  },
  ...Object.fromEntries(
    Object.keys(ministryFields.shape).map((field) => [
      field,
      { kinds: ministryKinds, belongs: () => "belongs to a ministry page only" },
    ]),
  ),
};

/**
 * One page of the site: a Markdown file in content/pages. The front matter says what the page is;
 * the paragraphs before the first ## heading are its introduction; a document's or a ministry's
 * sections follow.
 */
const pageObject = z.strictObject({
  path: pagePath.describe("The page's address, such as /ministries_mens."),
  aliases: z
    .array(pagePath)
    .optional()
    .describe("Other addresses that show the same page, such as /women; search engines are told the path."),
  kind: z.enum(pageKinds, { error: `must be one of ${pageKinds.join(", ")}` }),
  title: text.describe("The page's main heading, also its title in the browser tab."),
  description: text
    .max(160, "must be at most 160 characters")
    .describe("One or two sentences for search results and link previews (up to 160 characters)."),
  menu: z
    .array(menuPlacementSchema)
    .optional()
    .describe("Where the main menu lists it; leave out for a page that is not in the menu."),
  intro: z
    .array(text)
    .min(1, "must have at least one paragraph before the first ## heading")
    .describe("Opening paragraphs of the page: the Markdown before the first ## heading."),
  pdf: text
    .regex(/^[a-z0-9-]+\.pdf$/, "must be a file name ending in .pdf, such as stewardship-policy.pdf")
    .optional()
    .describe("A document's PDF, served at /docs/{pdf}, such as stewardship-policy.pdf."),
  adopted: isoDate
    .optional()
    .describe("The date the members adopted a document's text, as YYYY-MM-DD; printed on the page and the PDF."),
  tableOfContents: z
    .boolean()
    .optional()
    .describe("Show a list of a document's sections at the top of its page, for long documents."),
  sections: z
    .array(sectionSchema)
    .optional()
    .describe("A ministry's sections: each ## heading of the Markdown with its paragraphs and lists."),
  ...ministryFields.partial().shape,
  thirdParties: z
    .array(
      z.strictObject({
        content: z
          .enum(thirdPartyContents, { error: `must be one of ${thirdPartyContents.join(", ")}` })
          .describe("Which other service's content: the page lists where it appears and the link it keeps."),
        limits: text.describe("What it may not meet, in a sentence or two."),
      }),
    )
    .optional()
    .describe("The accessibility statement's content from other services."),
  ...noticeDates.shape,
});

export const pageSchema = pageObject.superRefine(checkNoticeDates).superRefine((page, ctx) => {
  const fail = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  if (page.kind === "document") {
    if (!page.pdf) fail("pdf", "is missing (a document is also offered as a PDF)");
    if (!page.adopted) fail("adopted", "is missing (the date the members adopted the text)");
  }
  for (const [field, { kinds, belongs }] of Object.entries(kindFields)) {
    const value = (page as Record<string, unknown>)[field];
    // "false" is what a form's unticked box writes: the same as leaving it out.
    if (value !== undefined && value !== false && !kinds.includes(page.kind)) fail(field, belongs(page.kind));
  }
});

export type PageEntry = z.infer<typeof pageSchema>;

/** The fields of the page schema a page of this kind may have. */
export function pageFieldsFor(kind: PageKind): string[] {
  return Object.keys(pageObject.shape).filter((field) => kindFields[field]?.kinds.includes(kind) ?? true);
}
/** What every page says about itself: its heading, the line search engines show, its opening. */
export type PageContent = Pick<PageEntry, "title" | "description" | "intro">;
