import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryData } from "~/features/ministries/ministry-data.server";
import { VisitLocation } from "~/features/visit/visit-location";
import { serviceLabel } from "~/lib/service-times";
import { visitPageJsonLd } from "~/lib/structured-data";
import { getContent, getPage } from "~/site/content.server";
import { absoluteUrl } from "~/site/page-data.server";
import type { Route } from "./+types/visit";

export function loader({ request }: Route.LoaderArgs) {
  const { siteConfig } = getContent();
  const path = new URL(request.url).pathname;
  const { title, description } = getPage(path);
  const data = ministryData(request, {
    jsonLd: [visitPageJsonLd(siteConfig, { name: title, description, url: absoluteUrl(path) })],
  });
  // When to come is the service times of the site settings, as the home page and the calendar file give them.
  const meetings = siteConfig.serviceTimes.map(serviceLabel);
  return {
    ...data,
    ministry: { ...data.ministry, meetings },
    location: {
      churchName: siteConfig.church.name,
      address: siteConfig.address,
      parking: siteConfig.parking,
      map: siteConfig.links.map,
      phone: siteConfig.contact.phone,
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

export default function Visit({ loaderData }: Route.ComponentProps) {
  const { page, ministry, location } = loaderData;
  return (
    <MinistryPage title={page.title} intro={page.intro} ministry={ministry}>
      <VisitLocation {...location} />
    </MinistryPage>
  );
}
