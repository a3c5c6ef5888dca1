import { z } from "zod";
import { actionSchema } from "./action.ts";
import { cardSchema } from "./card.ts";
import { email, externalUrl, href, text } from "./common.ts";

/** A regular gathering, shown in the page's "When we meet" box. */
export const meetingSchema = z.strictObject({
  /** What meets, such as "Worship Service". */
  name: text,
  /** The days, as visitors read them: "Sundays", "1st and 3rd Wednesdays". */
  when: text,
  /** The time as printed: "10:30 AM" or "6:30-8:00 PM". */
  time: text,
  /** Optional detail: "Meal at 5:30 PM", "September to June". */
  note: text.optional(),
});

/** A link in a list, such as a partner organisation. */
const linkSchema = z.strictObject({
  title: text,
  href,
  /** One sentence about it. */
  description: text.optional(),
});

/** A person named in a section, such as a missionary or committee member. */
const personSchema = z.strictObject({
  name: text,
  /** Their role or field, such as "Church planting, Kenya". */
  role: text.optional(),
  description: text.optional(),
});

/** A part of the page with its own heading. */
export const sectionSchema = z.strictObject({
  heading: text,
  /** Paragraphs, one string each. */
  paragraphs: z.array(text).default([]),
  /** Bulleted points. */
  list: z.array(text).optional(),
  /** Links, each with a sentence. */
  links: z.array(linkSchema).optional(),
  /** People, each with a role and a sentence. */
  people: z.array(personSchema).optional(),
});

/** The social media feed shown on the page, with a link for when the feed cannot load. */
const socialFeedSchema = z.strictObject({
  /** The feed provider's widget id. */
  widgetId: text.regex(/^[a-z0-9-]+$/, "must use lower-case letters, digits and - only"),
  /** The ministry's own social media page, linked beside the feed. */
  profile: z.strictObject({ label: text, url: externalUrl }),
});

/** What a ministry page's front matter may say beyond any page's: its sections are its Markdown. */
export const ministryFields = z.strictObject({
  meetings: z.array(meetingSchema),
  /** Cards of classes or activities, each with an optional Register link. */
  cards: z.array(cardSchema),
  socialFeed: socialFeedSchema,
  /** Buttons under the page's text. */
  actions: z.array(actionSchema),
  /** Whom to ask about this ministry. */
  contact: z.strictObject({ name: text, email: email.optional() }),
});

export type Section = z.infer<typeof sectionSchema>;
