import { z } from "zod";
import { actionSchema } from "./action.ts";
import { checkNoticeDates, href, imagePath, noticeDates, text } from "./common.ts";

/** The home page sections that exist; pageSections lists the ones shown, in order. */
export const pageSectionNames = ["Carousel", "HowToGetInvolved", "OurPurpose", "ServiceTimeAndLocation"] as const;
export type PageSection = (typeof pageSectionNames)[number];

/** One banner of the home page carousel. */
export const carouselItemSchema = z
  .strictObject({
    /** Banner image in content/images; it is served at most 2500 pixels wide. */
    imgSrc: imagePath,
    /** Where the banner leads when clicked. */
    href,
    /** What the image shows, read aloud by screen readers. */
    alt: text,
    /** Short heading printed over the banner. */
    heading: text.optional(),
    /** One line printed under the heading. */
    text: text.optional(),
    ...noticeDates.shape,
  })
  .superRefine(checkNoticeDates);

/** The home page: its sections in order, the carousel, and the text of its own sections. */
export const homeSchema = z.strictObject({
  /** Home page sections, in order. Choose from Carousel, HowToGetInvolved, OurPurpose, ServiceTimeAndLocation. */
  pageSections: z
    .array(z.enum(pageSectionNames, { error: `must be one of ${pageSectionNames.join(", ")}` }))
    .min(1, "must list at least one section")
    .refine((list) => new Set(list).size === list.length, "must not list a section twice"),
  /** Home page banners, in order. */
  carouselItems: z.array(carouselItemSchema).min(1, "must have at least one banner"),
  purpose: z.strictObject({
    heading: text,
    intro: text,
    /** The points of the church's purpose, in order. */
    points: z.array(z.strictObject({ title: text, text, reference: text.optional() })).min(1),
  }),
  services: z.strictObject({ heading: text, intro: text }),
  involved: z.strictObject({
    heading: text,
    intro: text,
    /** Steps toward getting involved, each with a link: `href`, or `service` for a page of the church-management service. */
    steps: z.array(z.strictObject({ title: text, text, link: actionSchema })).min(1),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type CarouselItem = z.infer<typeof carouselItemSchema>;
