import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SmartLink } from "~/components/ui/smart-link";
import { untilAttributes } from "~/lib/notices";
import { NavLinkItems } from "./nav-link-items";
import { isGroup, isMenu, type NavSection } from "./nav-types";
import { useMediaQuery } from "./use-media-query";
import styles from "./side-menu.module.css";

/** At this width and above the desktop menu shows and the side menu is forced closed (SPEC §9). */
export const desktopQuery = "(min-width: 992px)";

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  sections: NavSection[];
}

/**
 * The small-screen menu: a burger button opens a panel from the side with accordion sections,
 * one section and one submenu open at a time. It closes on Escape (focus returns to the
 * button), on a click or tap outside, on navigation, and when the window grows to desktop width.
 */
export function SideMenu({ sections }: SideMenuProps) {
  // One fixed id: without JavaScript the menu opens as the target of a link to it.
  const id = "site-menu";
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const isDesktop = useMediaQuery(desktopQuery);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key, isDesktop]);

  // Escape hands focus back to the burger once the menu has closed, so nothing that runs in between
  // (the menu's own focus handling on a slow device) can leave it inside the hidden panel.
  const focusBurger = useRef(false);
  useEffect(() => {
    if (open || !focusBurger.current) return;
    focusBurger.current = false;
    button.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(`:is(a, button):not(.${styles.noJs})`)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      focusBurger.current = true;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const toggleSection = (label: string) => {
    setSection((current) => (current === label ? null : label));
    setSubmenu(null);
  };

  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </button>
      {/* Before JavaScript runs (or when it never does), a link opens the menu as its target. */}
      <a href={`#${id}`} className={`${styles.burger} ${styles.noJs}`}>
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </a>
      <div className={styles.backdrop} data-open={open || undefined} aria-hidden="true" />
      <nav ref={panel} id={id} aria-label="Main menu" className={styles.panel} data-open={open || undefined}>
        <a href="#main" className={`${styles.link} ${styles.noJs}`}>
          Close menu
        </a>
        <ul className={styles.list}>
          {sections.map((entry) =>
            isMenu(entry) ? (
              <li key={entry.label}>
                <Disclosure
                  label={entry.label}
                  level="section"
                  expanded={section === entry.label}
                  onToggle={() => toggleSection(entry.label)}
                >
                  {entry.items.map((item) =>
                    isGroup(item) ? (
                      <li key={item.label} {...untilAttributes(item)}>
                        <Disclosure
                          label={item.label}
                          level="submenu"
                          expanded={submenu === item.label}
                          onToggle={() => setSubmenu((s) => (s === item.label ? null : item.label))}
                        >
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
                <SmartLink href={entry.href} className={`${styles.link} ${styles.section}`}>
                  {entry.label}
                </SmartLink>
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
  expanded: boolean;
  onToggle(): void;
  children: React.ReactNode;
}

/** A button that shows or hides the list below it. */
function Disclosure({ label, level, expanded, onToggle, children }: DisclosureProps) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle} ${styles[level]}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={onToggle}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={id} className={styles.sublist} hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}
