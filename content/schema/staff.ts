import { z } from "zod";
import { email, imagePath, text } from "./common.ts";

/** A biography page for one person, at /about_{url}. */
const aboutSchema = z.strictObject({
  /** The part after /about_, such as "dmercer" for /about_dmercer. Lower-case letters, digits, _ and - only. */
  url: text.regex(/^[a-z0-9][a-z0-9_-]*$/, "must use lower-case letters, digits, _ or - only"),
  /** Larger photo for the biography page, in content/images. */
  imgSrc: imagePath,
  /** The biography, one string per paragraph. */
  bio: z.array(text).min(1, "must have at least one paragraph"),
  /**
   * The name the sermon host lists this person's messages under, for the message archive on the
   * page; leave out when it is their first and last name.
   */
  sermonSpeaker: text.optional(),
});

/** One person in the staff directory. */
export const staffPersonSchema = z.strictObject({
  firstName: text,
  lastName: text,
  /** Role, such as "Pastor-Teacher" or "Deacon". */
  title: text,
  /** Photo in content/images; leave out to show the placeholder photo. */
  imgSrc: imagePath.optional(),
  /** Personal e-mail; leave out to use the office e-mail. */
  email: email.optional(),
  /** Give a biography page; leave out for none. */
  about: aboutSchema.optional(),
});

/** A group of the staff directory, such as Elders. */
export const staffSectionSchema = z.strictObject({
  /** Heading in two parts, such as { prefix: "Our", suffix: "Elders" }. */
  title: z.strictObject({ prefix: text, suffix: text }),
  /** Optional sentence under the heading. */
  description: text.optional(),
  /** The people of this group, in the order shown. */
  staff: z.array(staffPersonSchema).min(1, "must list at least one person"),
});

export type StaffPerson = z.infer<typeof staffPersonSchema>;
export type StaffSection = z.infer<typeof staffSectionSchema>;
