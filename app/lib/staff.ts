import { biographyPath } from "./site-paths.ts";
import { slugify } from "./slugify.ts";
import type { StaffPerson, StaffSection } from "../../content/schema/staff.ts";

/**
 * The picture shown for anyone without a photo of their own, by its name among the pictures: the
 * engine draws it in the church's colors (app/lib/placeholder-photo.ts). It has no file extension,
 * so no picture of content/images can take its name.
 */
export const placeholderPhoto = "/placeholder-photo";

/** The photo of a biography page: its own, else the person's photo in the directory, else the placeholder. */
export const biographyPhoto = (person: StaffPerson): string =>
  person.about?.imgSrc ?? person.imgSrc ?? placeholderPhoto;

/** Where a person's card leads: their biography page, or an e-mail to them or to the office. */
export type StaffLink = ({ kind: "profile" } | { kind: "email"; toOffice: boolean }) & {
  href: string;
  /** What the link does, shown on the card: "Read biography", "Email", "Email the office". */
  action: string;
  /** Whom it is about, for screen readers after the action: "of Ann Lee", "Ann Lee", "for Ann Lee". */
  subject: string;
};

/** One person of the directory as the page shows them. */
export interface StaffCard {
  name: string;
  title: string;
  /** Their photo in content/images, or the placeholder. */
  photo: string;
  hasOwnPhoto: boolean;
  link: StaffLink;
}

/** One group of the directory, such as Our Elders. */
export interface StaffGroup {
  /** For the heading's id, such as "our-elders". */
  id: string;
  prefix: string;
  suffix: string;
  description?: string;
  people: StaffCard[];
}

export const fullName = (p: Pick<StaffPerson, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`;

/** Where a person's card leads: their biography page if they have one, else an e-mail (see {@link emailLink}). */
export function staffLink(person: StaffPerson, officeEmail: string): StaffLink {
  if (!person.about) return emailLink(person, officeEmail);
  return {
    kind: "profile",
    href: biographyPath(person.about.url),
    action: "Read biography",
    subject: `of ${fullName(person)}`,
  };
}

/**
 * How to write to a person: their own e-mail, or, when they have none, the office's, naming them
 * in the subject so the office can pass it on.
 */
export function emailLink(person: StaffPerson, officeEmail: string): Extract<StaffLink, { kind: "email" }> {
  const name = fullName(person);
  if (person.email) {
    return { kind: "email", toOffice: false, href: `mailto:${person.email}`, action: "Email", subject: name };
  }
  return {
    kind: "email",
    toOffice: true,
    href: `mailto:${officeEmail}?subject=${encodeURIComponent(`For ${name}`)}`,
    action: "Email the office",
    subject: `for ${name}`,
  };
}

/** The directory in the order of its groups and places (content/staff-groups, content/staff), every person with a photo and a link. */
export function staffDirectory(sections: readonly StaffSection[], officeEmail: string): StaffGroup[] {
  return sections.map((section) => ({
    id: slugify(`${section.title.prefix} ${section.title.suffix}`),
    prefix: section.title.prefix,
    suffix: section.title.suffix,
    ...(section.description ? { description: section.description } : {}),
    people: section.staff.map((person) => ({
      name: fullName(person),
      title: person.title,
      photo: person.imgSrc ?? placeholderPhoto,
      hasOwnPhoto: person.imgSrc !== undefined,
      link: staffLink(person, officeEmail),
    })),
  }));
}

/**
 * Whether a biography shows the person's recordings on the sermon host: when the church's feed has
 * sermons of theirs, or their biography names them there (`sermonSpeaker`) or says what the host
 * keeps of them (`recordings`). The office administrator's biography shows no "Messages by".
 */
export function hasRecordings(about: NonNullable<StaffPerson["about"]>, sermonsInFeed: number): boolean {
  return sermonsInFeed > 0 || about.sermonSpeaker !== undefined || about.recordings !== undefined;
}
