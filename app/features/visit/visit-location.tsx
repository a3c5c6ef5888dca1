import { ChurchMap } from "~/components/ui/church-map";
import { PostalAddress, type PostalAddressProps } from "~/components/ui/postal-address";
import { telHref } from "~/lib/contact";
import styles from "./visit-location.module.css";

/** Props of {@link VisitLocation}. */
export interface VisitLocationProps {
  churchName: string;
  address: PostalAddressProps["address"];
  parking: string;
  /** The church's map service; without one the address and the phone are the way. */
  map?: { name: string; embed: string; link: string; directions: string } | undefined;
  phone: string;
}

/** "Where to find us" on the visit page: the address, where to park, and directions and the map if the church has a map service. */
export function VisitLocation({ churchName, address, parking, map, phone }: VisitLocationProps) {
  return (
    <section aria-labelledby="where-heading" className={styles.location}>
      <h2 id="where-heading">Where to find us</h2>
      <PostalAddress name={churchName} address={address} />
      <p>{parking}</p>
      <p>
        Lost on the way? Call <a href={telHref(phone)}>{phone}</a>.
      </p>
      {map && (
        <>
          <p>
            <a className="button button-secondary" href={map.directions}>
              Get directions
            </a>
          </p>
          <ChurchMap churchName={churchName} address={address} map={map} className={styles.map} />
        </>
      )}
    </section>
  );
}
