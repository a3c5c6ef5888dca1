import { getContent } from "~/lib/content.server";
import { imageFor } from "~/lib/image-manifest.server";
import { staffDirectory } from "~/lib/staff";

/** The staff directory with each photo's responsive variants. */
export function staffDirectoryData() {
  const { staffSections, siteConfig } = getContent();
  return staffDirectory(staffSections, siteConfig.contact.email).map((group) => ({
    ...group,
    people: group.people.map((person) => ({ ...person, image: imageFor(person.photo) })),
  }));
}

export type StaffDirectoryGroup = ReturnType<typeof staffDirectoryData>[number];
