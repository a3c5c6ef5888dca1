import type { SiteConfig } from "../../../content/schema/site-config";

/** Props of {@link PostalAddress}. */
export interface PostalAddressProps {
  name: string;
  address: Pick<SiteConfig["address"], "street" | "city" | "region" | "postalCode">;
  className?: string;
}

/** The church's postal address, as printed on an envelope. */
export function PostalAddress({ name, address, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {name}
      <br />
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </address>
  );
}
