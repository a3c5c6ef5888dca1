import { feature, getContent } from "~/site/content.server";
import { imageFor } from "~/site/image-manifest.server";
import { staffDirectory } from "~/lib/staff";

/** The staff directory with each photo's responsive variants. */
export function staffDirectoryData() {
  return staffDirectory(feature("staffSections"), getContent().siteConfig.contact.email).map((group) => ({
    ...group,
    people: group.people.map((person) => ({ ...person, image: imageFor(person.photo) })),
  }));
}

export type StaffDirectoryGroup = ReturnType<typeof staffDirectoryData>[number];
