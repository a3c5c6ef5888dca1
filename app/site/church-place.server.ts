import type { ChurchPlace } from "../lib/calendar-files.ts";
import { getContent } from "./content.server.ts";

/** Where the church's events happen, from the site config. */
export function churchPlace(): ChurchPlace {
  const { church, address } = getContent().siteConfig;
  return {
    origin: church.origin,
    timeZone: church.timeZone,
    location: `${church.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  };
}
