import type { SiteConfig } from "../../../content/schema/site-config";
import { ExternalEmbed } from "./external-embed";

/** Props of {@link ChurchMap}. */
export interface ChurchMapProps {
  churchName: string;
  address: Pick<SiteConfig["address"], "street" | "city">;
  map: Pick<NonNullable<SiteConfig["links"]["map"]>, "name" | "embed" | "link">;
  className?: string;
  /** Never on a first screen: see ExternalEmbed's `belowFirstScreen`. */
  belowFirstScreen?: boolean;
}

/** The map of the church's place, with the link to the same map on its provider's site. */
export function ChurchMap({ churchName, address, map, className, belowFirstScreen }: ChurchMapProps) {
  return (
    <ExternalEmbed
      className={className}
      belowFirstScreen={belowFirstScreen}
      src={map.embed}
      title={`Map showing ${churchName} at ${address.street}, ${address.city}`}
      link={{ href: map.link, label: `Open the map on ${map.name}` }}
    />
  );
}
