import { z } from "zod";
import { actionSchema } from "./action.ts";
import { checkNoticeDates, href, imagePath, noticeDates, text } from "./common.ts";

/** The home page sections that exist; pageSections lists the ones shown, in order. */
export const pageSectionNames = [
  "Carousel",
  "HowToGetInvolved",
  "LatestSermon",
  "OurPurpose",
  "ServiceTimeAndLocation",
  "ThisWeek",
] as const;
export type PageSection = (typeof pageSectionNames)[number];

/** One banner of the home page carousel. */
export const carouselItemSchema = z
  .strictObject({
    imgSrc: imagePath.describe("Banner image in content/images; it is served at most 2500 pixels wide."),
    href: href.describe("Where the banner leads when clicked."),
    alt: text.describe("What the image shows, read aloud by screen readers."),
    heading: text.optional().describe("Short heading printed over the banner."),
    text: text.optional().describe("One line printed under the heading."),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

/** The home page: its sections in order, the carousel, and the text of its own sections. */
export const homeSchema = z
  .strictObject({
    pageSections: z
      .array(z.enum(pageSectionNames, { error: `must be one of ${pageSectionNames.join(", ")}` }))
      .min(1, "must list at least one section")
      .refine((list) => new Set(list).size === list.length, "must not list a section twice")
      .describe(
        "Home page sections, in order. Choose from Carousel, HowToGetInvolved, OurPurpose, ServiceTimeAndLocation, ThisWeek (the next seven days' events, from the calendar feed), LatestSermon (the newest sermon with its player, from the sermon feed).",
      ),
    carouselItems: z
      .array(carouselItemSchema)
      .min(1, "must have at least one banner")
      .optional()
      .describe("Home page banners, in order: needed when the sections list Carousel."),
    purpose: z
      .strictObject({
        heading: text,
        intro: text,
        points: z
          .array(z.strictObject({ title: text, text, reference: text.optional() }))
          .min(1)
          .describe("The points of the church's purpose, in order."),
      })
      .optional()
      .describe("The OurPurpose section: needed when the sections list it."),
    welcome: z
      .strictObject({
        heading: text.describe("The page's main heading, such as “Welcome to Grace Chapel”."),
        link: actionSchema.describe("The button beside the Sunday times and the address, such as the visit page's."),
      })
      .optional()
      .describe(
        "The first lines under the banners: the heading, the page's introduction, the Sunday times and the address (both from the site settings) and a button. Without it the heading is only read aloud.",
      ),
    services: z
      .strictObject({
        heading: text,
        intro: text,
        link: actionSchema.describe("A button under the introduction, such as the visit page's."),
      })
      .optional()
      .describe("The ServiceTimeAndLocation section: needed when the sections list it."),
    involved: z
      .strictObject({
        heading: text,
        intro: text,
        steps: z
          .array(z.strictObject({ title: text, text, link: actionSchema }))
          .min(1)
          .describe(
            "Steps toward getting involved, each with a link: `href`, or `service` for a page of the church-management service.",
          ),
      })
      .optional()
      .describe("The HowToGetInvolved section: needed when the sections list it."),
  })
  .superRefine((home, ctx) => {
    // Each section listed needs its text; one not listed may keep it for later.
    // ThisWeek and LatestSermon have no text of their own: they come from the feeds (app/lib/content/feature-check.ts).
    const fields = {
      Carousel: "carouselItems",
      OurPurpose: "purpose",
      ServiceTimeAndLocation: "services",
      HowToGetInvolved: "involved",
    } as const;
    for (const section of home.pageSections)
      if (section !== "ThisWeek" && section !== "LatestSermon" && home[fields[section]] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [fields[section as keyof typeof fields]],
          message: `is missing, and pageSections lists ${section}`,
        });
  });

export type HomeContent = z.infer<typeof homeSchema>;
export type CarouselItem = z.infer<typeof carouselItemSchema>;
