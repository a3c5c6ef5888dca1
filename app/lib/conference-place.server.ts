import { getContent } from "./content.server.ts";
import type { ConferencePlace } from "./conference.ts";

/** Where the conference happens: the church, from the site config. */
export function conferencePlace(): ConferencePlace {
  const { church, address } = getContent().siteConfig;
  return {
    origin: church.origin,
    timeZone: church.timeZone,
    location: `${church.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  };
}
