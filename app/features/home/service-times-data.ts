import type { HomeContent } from "../../../content/schema/home";
import type { SiteConfig } from "../../../content/schema/site-config";
import type { ActionLinks } from "~/lib/actions";
import { resolveActions } from "~/lib/actions";
import { officeHoursLabel, serviceCalendarHref, serviceLabel, servicesHeading } from "~/lib/service-times";

/** What the Service Times & Location section shows, gathered from the site config and home content. */
export function serviceTimesData(
  siteConfig: SiteConfig,
  services: NonNullable<HomeContent["services"]>,
  links: ActionLinks,
) {
  return {
    ...services,
    link: resolveActions([services.link], links)[0]!,
    churchName: siteConfig.church.name,
    serviceTimes: siteConfig.serviceTimes.map(serviceLabel),
    servicesHeading: servicesHeading(siteConfig.serviceTimes),
    calendarHref: serviceCalendarHref,
    address: siteConfig.address,
    contact: { ...siteConfig.contact, officeHours: officeHoursLabel(siteConfig.contact.officeHours) },
    map: siteConfig.links.map,
  };
}

export type ServiceTimesData = ReturnType<typeof serviceTimesData>;
