/**
 * Words only the sample church says: its name, address, phone, host, repository, its own
 * services and its staff. Another church's build must contain none of them (scripts/test-church.ts).
 */
import { getContent } from "../app/site/content.server.ts";
import { siteHost } from "../app/lib/site-paths.ts";

export function sampleWords(): string[] {
  const { siteConfig, staffSections = [] } = getContent();
  return [
    siteConfig.church.name,
    siteConfig.church.shortName,
    siteConfig.address.street,
    siteConfig.contact.phone,
    siteConfig.contact.email,
    siteHost(siteConfig.church.origin),
    siteConfig.editor.repository,
    // "Worship Service" is any church's.
    ...siteConfig.serviceTimes.map((service) => service.name).filter((name) => name !== "Worship Service"),
    ...staffSections.flatMap((section) => section.staff.map((person) => `${person.firstName} ${person.lastName}`)),
  ];
}
