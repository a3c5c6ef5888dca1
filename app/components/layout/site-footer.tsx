import { PostalAddress } from "~/components/ui/postal-address";
import { telHref } from "~/lib/contact";
import type { ShellData } from "~/site/shell.server";
import styles from "./site-footer.module.css";

/** The footer's id: every page's first paint waits until it is parsed (app/root.tsx). */
export const siteFooterId = "site-footer";

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  shell: Pick<ShellData, "church" | "address" | "contact" | "links" | "accessibility" | "footer">;
}

/** Contact details, a word about the church, and the sermons and giving links. */
export function SiteFooter({ shell }: SiteFooterProps) {
  const { church, address, contact, links, accessibility, footer } = shell;
  const listen = footer.listen.length > 0;
  const moreHeading = [
    listen && "Listen",
    links.giving && "Give",
    links.calendar && !(listen && links.giving) && "Calendar",
  ]
    .filter(Boolean)
    .join(" & ");
  return (
    <footer id={siteFooterId} className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <PostalAddress name={church.name} address={address} className={styles.address} />
          <p>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.officeHours && (
            <p>
              Office hours: {contact.officeHours.hours}, {contact.officeHours.days}
            </p>
          )}
          <p>
            <a href={links.contact}>Send us a message</a>
          </p>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            About
          </h2>
          <p>{church.tagline}</p>
          {footer.about.length > 0 && (
            <ul className={styles.links}>
              {footer.about.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* Named by what it holds: "Listen & Give", "Give" alone for a church with only a giving page. */}
        {moreHeading && (
          <section aria-labelledby="footer-more">
            <h2 id="footer-more" className={styles.heading}>
              {moreHeading}
            </h2>
            <ul className={styles.links}>
              {footer.listen.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              {links.giving && (
                <li>
                  <a href={links.giving}>Give online</a>
                </li>
              )}
              {links.calendar && (
                <li>
                  <a href={links.calendar}>Church calendar</a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <p className={styles.copyright}>
        © {church.name}, {address.city}, {address.region}
        {accessibility && (
          <>
            {" · "}
            <a href={accessibility}>Accessibility</a>
          </>
        )}
      </p>
    </footer>
  );
}
