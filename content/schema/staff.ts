import { z } from "zod";
import { email, imagePath, text } from "./common.ts";

/** A biography page for one person, at /about_{url}. */
const aboutSchema = z.strictObject({
  url: text
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "must use lower-case letters, digits, _ or - only")
    .describe('The part after /about_, such as "jdoe" for /about_jdoe. Lower-case letters, digits, _ and - only.'),
  imgSrc: imagePath
    .optional()
    .describe("Larger photo for the biography page, in content/images; leave out to show the person's photo."),
  bio: z.array(text).min(1, "must have at least one paragraph").describe("The biography, one string per paragraph."),
  sermonSpeaker: text
    .optional()
    .describe(
      "The name the sermon host lists this person's messages under, for the message archive on the page (their first and last name when the host uses it). Left out, the page shows the archive only when the sermon feed has messages of theirs.",
    ),
  recordings: text
    .optional()
    .describe(
      'What the sermon host keeps of this person, as the heading over the archive says it: "Classes and talks" reads "Classes and talks by Jane Doe". Leave out for "Messages", the sermons of a preacher.',
    ),
});

/** One person in the staff directory. */
export const staffPersonSchema = z.strictObject({
  firstName: text,
  lastName: text,
  title: text.describe('Role, such as "Pastor-Teacher" or "Deacon".'),
  imgSrc: imagePath.optional().describe("Photo in content/images; leave out to show the placeholder photo."),
  email: email.optional().describe("Personal e-mail; leave out to use the office e-mail."),
  about: aboutSchema.optional().describe("Give a biography page; leave out for none."),
});

/** A group of the staff directory, such as Elders. */
export const staffSectionSchema = z.strictObject({
  title: z
    .strictObject({ prefix: text, suffix: text })
    .describe('Heading in two parts, such as { prefix: "Our", suffix: "Elders" }.'),
  description: text.optional().describe("Optional sentence under the heading."),
  staff: z
    .array(staffPersonSchema)
    .min(1, "must list at least one person")
    .describe("The people of this group, in the order shown."),
});

export type StaffPerson = z.infer<typeof staffPersonSchema>;
export type StaffSection = z.infer<typeof staffSectionSchema>;
