import type { HomeContent } from "../../../content/schema/home";
import type { SiteConfig } from "../../../content/schema/site-config";

/** What the Service Times & Location section shows, gathered from the site config and home content. */
export function serviceTimesData(siteConfig: SiteConfig, services: HomeContent["services"]) {
  return {
    ...services,
    churchName: siteConfig.church.name,
    serviceTimes: siteConfig.serviceTimes,
    address: siteConfig.address,
    contact: siteConfig.contact,
    map: siteConfig.links.map,
  };
}

export type ServiceTimesData = ReturnType<typeof serviceTimesData>;
