import { useId } from "react";
import { untilAttributes } from "~/lib/notices";
import { NavLinkItems } from "./nav-link-items";
import { isGroup, isMenu, type NavMenu, type NavSection } from "./nav-types";
import styles from "./main-menu.module.css";

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  sections: NavSection[];
}

/**
 * The desktop menu as HTML, every submenu closed. Its behavior (hover, click, keyboard) is
 * main-menu.enhance.ts, attached in the browser through `data-module`; without it the submenus
 * open on hover and focus.
 */
export function MainMenu({ sections }: MainMenuProps) {
  return (
    <nav aria-label="Main" className={styles.nav} data-module="main-menu">
      <ul className={styles.bar}>
        {sections.map((section) =>
          isMenu(section) ? (
            <MenuItem key={section.label} menu={section} />
          ) : (
            <li key={section.label}>
              <a href={section.href} className={styles.top}>
                {section.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuItem({ menu }: { menu: NavMenu }) {
  const id = useId();
  return (
    <li className={styles.item}>
      <button type="button" className={styles.top} aria-expanded={false} aria-controls={id}>
        {menu.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={id} className={styles.panel}>
        <ul className={styles.list}>
          {menu.items.map((item) =>
            isGroup(item) ? (
              <li key={item.label} className={styles.group} {...untilAttributes(item)}>
                <span className={styles.groupLabel}>{item.label}</span>
                <ul className={styles.list}>
                  <NavLinkItems links={item.links} className={styles.link} />
                </ul>
              </li>
            ) : (
              <NavLinkItems key={item.label} links={[item]} className={styles.link} />
            ),
          )}
        </ul>
      </div>
    </li>
  );
}
