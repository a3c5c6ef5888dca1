import { useId } from "react";
import { untilAttributes } from "~/lib/notices";
import { NavLinkItems } from "./nav-link-items";
import { isGroup, isMenu, type NavSection } from "./nav-types";
import styles from "./side-menu.module.css";

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  sections: NavSection[];
}

/**
 * The small-screen menu as HTML, closed: a burger button and a panel from the side with a close
 * control and accordion sections. Its behavior is side-menu.enhance.ts, attached in the browser through `data-module`.
 */
export function SideMenu({ sections }: SideMenuProps) {
  // One fixed id: without JavaScript the menu opens as the target of a link to it.
  const id = "site-menu";
  return (
    <div className={styles.root} data-module="side-menu">
      <button type="button" className={styles.burger} aria-expanded={false} aria-controls={id}>
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </button>
      {/* Before JavaScript runs (or when it never does), a link opens the menu as its target. */}
      <a href={`#${id}`} className={`${styles.burger} ${styles.noJs}`}>
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </a>
      <div className={styles.backdrop} data-backdrop="" aria-hidden="true" />
      <nav id={id} aria-label="Main menu" className={styles.panel}>
        {/* One control for both ways: without JavaScript the link leaves the menu's target for the
            main content; with it, the module closes the menu and puts focus back on the burger. */}
        <a href="#main" className={styles.close} data-close="">
          Close menu
          <span className={styles.cross} aria-hidden="true" />
        </a>
        <ul className={styles.list}>
          {sections.map((entry) =>
            isMenu(entry) ? (
              <li key={entry.label}>
                <Disclosure label={entry.label} level="section">
                  {entry.items.map((item) =>
                    isGroup(item) ? (
                      <li key={item.label} {...untilAttributes(item)}>
                        <Disclosure label={item.label} level="submenu">
                          <NavLinkItems links={item.links} className={styles.link} />
                        </Disclosure>
                      </li>
                    ) : (
                      <NavLinkItems key={item.label} links={[item]} className={styles.link} />
                    ),
                  )}
                </Disclosure>
              </li>
            ) : (
              <li key={entry.label}>
                <a href={entry.href} className={`${styles.link} ${styles.section}`}>
                  {entry.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

interface DisclosureProps {
  label: string;
  level: "section" | "submenu";
  children: React.ReactNode;
}

/** A button that shows or hides the list below it, closed until the visitor opens it. */
function Disclosure({ label, level, children }: DisclosureProps) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle} ${styles[level]}`}
        aria-expanded={false}
        aria-controls={id}
        data-level={level}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={id} className={styles.sublist} hidden>
        {children}
      </ul>
    </>
  );
}
