import { PostalAddress } from "~/components/ui/postal-address";
import { telHref } from "~/lib/contact";
import { ChurchMap } from "~/components/ui/church-map";
import type { ServiceTimesData } from "./service-times-data";
import styles from "./home.module.css";

/** "Service Times & Location": the weekly schedule, office hours, address and the map if the church has one. Anchor #services. */
export function ServiceTimesSection({ data }: { data: ServiceTimesData }) {
  const { address, contact, map } = data;
  return (
    <section id="services" className={`${styles.section} ${styles.tinted}`} aria-labelledby="services-heading">
      <div className={map ? `${styles.inner} ${styles.split}` : styles.inner}>
        <div>
          <h2 id="services-heading">{data.heading}</h2>
          <p>{data.intro}</p>
          <p>
            <a className="button button-secondary" href={data.link.href}>
              {data.link.label}
            </a>
          </p>
          <h3 className={styles.subheading}>{data.servicesHeading}</h3>
          <dl className={styles.times}>
            {data.serviceTimes.map((service) => (
              <div key={service.name} className={styles.time}>
                <dt>{service.name}</dt>
                <dd>
                  <strong>{service.time}</strong> · {service.when}
                  {service.note && (
                    <>
                      {" "}
                      <span className={styles.note}>{service.note}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.calendar}>
            <a href={data.calendarHref} download>
              Add the service times to your calendar
            </a>{" "}
            <span className={styles.note}>(a calendar file that repeats each service)</span>
          </p>
          {/* An office without set hours gives the ways to reach it. */}
          <h3 className={styles.subheading}>{contact.officeHours ? "Office Hours" : "Contact"}</h3>
          <p>
            {contact.officeHours && (
              <>
                {contact.officeHours.hours}, {contact.officeHours.days}
                <br />
              </>
            )}
            <a href={telHref(contact.phone)}>{contact.phone}</a> ·{" "}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <h3 className={styles.subheading}>Location</h3>
          <PostalAddress name={data.churchName} address={address} className={styles.address} />
          {map && (
            <p>
              <a className="button" href={map.directions}>
                Get directions
              </a>
            </p>
          )}
        </div>
        {/* Below the first screen, after the welcome or the banners; a screen tall enough to show it at
            once gets it with the visitor's first input, as it gets the menus. A church without a map
            service gives its address alone. */}
        {map && (
          <ChurchMap churchName={data.churchName} address={address} map={map} className={styles.map} belowFirstScreen />
        )}
      </div>
    </section>
  );
}
