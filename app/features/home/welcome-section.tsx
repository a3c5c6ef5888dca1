import type { ServiceLabel } from "~/lib/service-times";
import type { PostalAddressProps } from "~/components/ui/postal-address";
import styles from "./home.module.css";

/** Props of {@link Welcome}. */
export interface WelcomeProps {
  heading: string;
  intro: string;
  /** The services of every week (not the monthly ones), from the site settings. */
  weekly: ServiceLabel[];
  address: PostalAddressProps["address"];
  /** The words of the link to "Service Times & Location" (#services), where the page has it. */
  more?: string | undefined;
  link: { label: string; href: string };
}

/**
 * The page's heading and what a first-time visitor needs before anything else: when the weekly
 * services start, where the church is and the way to plan a visit, within a phone's first screen
 * (the full times and the map are in "Service Times & Location" further down).
 */
export function Welcome({ heading, intro, weekly, address, more, link }: WelcomeProps) {
  return (
    <div className={styles.welcome}>
      <div className={styles.welcomeInner}>
        <div>
          <h1 className={styles.welcomeHeading}>{heading}</h1>
          <p className={styles.welcomeIntro}>{intro}</p>
        </div>
        <div className={styles.visit}>
          <dl className={styles.sundays}>
            {weekly.map((service) => (
              <div key={service.name}>
                <dt>{service.name}</dt>
                <dd>
                  {service.when} <strong>{service.time}</strong>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.where}>
            {address.street},{" "}
            <span className={styles.keep}>
              {address.city}, {address.region}
            </span>
            {more && (
              <>
                {" "}
                <a href="#services" className={styles.keep}>
                  {more}
                  <span className="visually-hidden"> of services and the office</span>
                </a>
              </>
            )}
          </p>
          <p className={styles.welcomeAction}>
            <a className="button" href={link.href}>
              {link.label}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
