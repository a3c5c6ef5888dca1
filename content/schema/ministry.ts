import { z } from "zod";
import { actionSchema } from "./action.ts";
import { cardSchema } from "./card.ts";
import { email, externalUrl, href, text } from "./common.ts";

/** A regular gathering, shown in the page's "When we meet" box. */
export const meetingSchema = z.strictObject({
  name: text.describe('What meets, such as "Worship Service".'),
  when: text.describe('The days, as visitors read them: "Sundays", "1st and 3rd Wednesdays".'),
  time: text.describe('The time as printed: "10:30 AM" or "6:30-8:00 PM".'),
  note: text.optional().describe('Optional detail: "Meal at 5:30 PM", "September to June".'),
});

/** A link in a list, such as a partner organisation. */
const linkSchema = z.strictObject({
  title: text,
  href,
  description: text.optional().describe("One sentence about it."),
});

/** A person named in a section, such as a missionary or committee member. */
const personSchema = z.strictObject({
  name: text,
  role: text.optional().describe('Their role or field, such as "Church planting, Kenya".'),
  description: text.optional(),
});

/** A part of the page with its own heading. */
export const sectionSchema = z.strictObject({
  heading: text,
  paragraphs: z.array(text).default([]).describe("Paragraphs, one string each."),
  list: z.array(text).optional().describe("Bulleted points."),
  links: z.array(linkSchema).optional().describe("Links, each with a sentence."),
  people: z.array(personSchema).optional().describe("People, each with a role and a sentence."),
});

/** The social media feed shown on the page, with a link for when the feed cannot load. */
const socialFeedSchema = z.strictObject({
  widgetId: text
    .regex(/^[a-z0-9-]+$/, "must use lower-case letters, digits and - only")
    .describe("The feed provider's widget id."),
  profile: z
    .strictObject({ label: text, url: externalUrl })
    .describe("The ministry's own social media page, linked beside the feed."),
});

/** What a ministry page's front matter may say beyond any page's: its sections are its Markdown. */
export const ministryFields = z.strictObject({
  meetings: z.array(meetingSchema),
  cards: z.array(cardSchema).describe("Cards of classes or activities, each with an optional Register link."),
  socialFeed: socialFeedSchema,
  actions: z.array(actionSchema).describe("Buttons under the page's text."),
  contact: z.strictObject({ name: text, email: email.optional() }).describe("Whom to ask about this ministry."),
});

export type Section = z.infer<typeof sectionSchema>;
