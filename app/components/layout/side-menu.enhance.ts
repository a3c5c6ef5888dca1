/**
 * The side menu's behavior, attached to the markup that SideMenu pre-renders: the burger opens
 * the panel and moves focus into it; one section and one submenu are open at a time; Tab and
 * Shift+Tab go round the menu's controls and stay inside it while it is open; "Close menu" and
 * Escape (focus back on the burger), a click or tap outside, focus moving out by other means, a
 * window that reaches desktop width and leaving the page close it. Without this module the
 * burger is a link that opens the menu as its target, and "Close menu" a link past it.
 */

/** At this width and above the desktop menu shows and the side menu is forced closed (SPEC §9). */
export const desktopQuery = "(min-width: 992px)";

export function sideMenu(root: HTMLElement): void {
  const burger = root.querySelector<HTMLButtonElement>(":scope > button[aria-controls]")!;
  const panel = document.getElementById(burger.getAttribute("aria-controls")!)!;
  const backdrop = root.querySelector<HTMLElement>("[data-backdrop]");
  const close = panel.querySelector<HTMLAnchorElement>("[data-close]")!;
  const toggles = [...panel.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const listOf = (toggle: HTMLButtonElement) => document.getElementById(toggle.getAttribute("aria-controls")!)!;
  const isOpen = () => burger.getAttribute("aria-expanded") === "true";

  const setOpen = (open: boolean) => {
    burger.setAttribute("aria-expanded", String(open));
    panel.toggleAttribute("data-open", open);
    backdrop?.toggleAttribute("data-open", open);
    if (open) {
      // The first entry of the menu: the close control comes first in the tab order, but a
      // visitor who opened the menu came for an entry.
      controls()[1]?.focus();
      document.addEventListener("pointerdown", onPointerDown);
      document.addEventListener("keydown", onKeyDown);
      document.addEventListener("focusin", onFocusIn);
    } else {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    }
  };
  /** What Tab reaches in the open menu: the close control, then the entries that are shown. */
  const controls = () =>
    [...panel.querySelectorAll<HTMLElement>("a[href], button")].filter((control) => !control.closest("[hidden]"));
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !burger.contains(target)) setOpen(false);
  };
  const closeToBurger = () => {
    setOpen(false);
    burger.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") closeToBurger();
    if (event.key !== "Tab") return;
    const all = controls();
    const [first, last] = [all[0], all[all.length - 1]];
    const edge = event.shiftKey ? first : last;
    if (document.activeElement === edge || !panel.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };
  // Focus can leave without Tab (a screen reader's own navigation, a click on the page behind is
  // handled above): the menu does not stay open behind it.
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !burger.contains(target)) setOpen(false);
  };
  const expand = (toggle: HTMLButtonElement, expanded: boolean) => {
    toggle.setAttribute("aria-expanded", String(expanded));
    listOf(toggle).hidden = !expanded;
  };

  burger.addEventListener("click", () => setOpen(!isOpen()));
  close.addEventListener("click", (event) => {
    event.preventDefault();
    closeToBurger();
  });
  for (const toggle of toggles) {
    toggle.addEventListener("click", () => {
      const expanded = toggle.getAttribute("aria-expanded") !== "true";
      const level = toggle.dataset.level;
      for (const other of toggles) {
        // Opening or closing a section closes every submenu; a submenu closes the other submenus.
        if (other !== toggle && (level === "section" || other.dataset.level === "submenu")) expand(other, false);
      }
      expand(toggle, expanded);
    });
  }
  const desktop = window.matchMedia(desktopQuery);
  desktop.addEventListener("change", () => desktop.matches && setOpen(false));
  // A visitor who opened the menu by its link before this module ran (it opens as the link's
  // target) finds it still open, now as the button's.
  if (location.hash === `#${panel.id}`) {
    history.replaceState(history.state, "", location.pathname + location.search);
    setOpen(true);
  }
  // Leaving by a link in the menu: the page the Back button restores (bfcache) shows it closed.
  window.addEventListener("pagehide", () => isOpen() && setOpen(false));
}
