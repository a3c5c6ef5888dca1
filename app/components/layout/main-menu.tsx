import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { SmartLink } from "~/components/ui/smart-link";
import { untilAttributes } from "~/lib/notices";
import { NavLinkItems } from "./nav-link-items";
import { isGroup, isMenu, type NavMenu, type NavSection } from "./nav-types";
import styles from "./main-menu.module.css";

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  sections: NavSection[];
}

/** How long a submenu waits before closing when the pointer leaves it, so a diagonal move does not lose it. */
const closeDelayMs = 200;

/**
 * The desktop menu (disclosure navigation pattern): a submenu opens on hover, on click, on
 * Enter or Space, and on ArrowDown, which also moves into it. Escape closes it and returns
 * focus to its button; so does moving focus or the pointer away.
 */
export function MainMenu({ sections }: MainMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse opens a submenu on its way to the button, so the click that follows must not close it again.
  const openedByHover = useRef(false);
  const location = useLocation();

  useEffect(() => setOpen(null), [location.key]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openNow = (i: number) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(i);
  };
  const hoverOpen = (i: number) => {
    openNow(i);
    openedByHover.current = true;
  };
  // Reads the latest state, because the hover's re-render may or may not have happened before the click.
  const toggle = (i: number) => {
    const keepOpen = openedByHover.current;
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen((current) => (current === i && !keepOpen ? null : i));
  };
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), closeDelayMs);
  };

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.bar}>
        {sections.map((section, i) =>
          isMenu(section) ? (
            <MenuItem
              key={section.label}
              menu={section}
              isOpen={open === i}
              onOpen={() => openNow(i)}
              onHover={() => hoverOpen(i)}
              onToggle={() => toggle(i)}
              onClose={() => setOpen(null)}
              onPointerLeave={closeSoon}
            />
          ) : (
            <li key={section.label}>
              <SmartLink href={section.href} className={styles.top}>
                {section.label}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface MenuItemProps {
  menu: NavMenu;
  isOpen: boolean;
  onOpen(): void;
  onHover(): void;
  onToggle(): void;
  onClose(): void;
  onPointerLeave(): void;
}

function MenuItem({ menu, isOpen, onOpen, onHover, onToggle, onClose, onPointerLeave }: MenuItemProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onClose();
      button.current?.focus();
    } else if (event.key === "ArrowDown" && event.target === button.current) {
      event.preventDefault();
      onOpen();
      // The panel is shown on the next render; focus its first link then.
      requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("a")?.focus());
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    // The item only gathers events from its button and links (hover, Escape, focus leaving); it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.item}
      onPointerEnter={(e) => e.pointerType === "mouse" && onHover()}
      onPointerLeave={(e) => e.pointerType === "mouse" && onPointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.top}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={onToggle}
      >
        {menu.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panel} id={id} className={styles.panel} data-open={isOpen || undefined}>
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
