/**
 * The side menu's behavior, attached to the markup that SideMenu pre-renders: the burger opens
 * the panel and moves focus into it; one section and one submenu are open at a time; Escape
 * (focus back on the burger), a click or tap outside, a window that reaches desktop width and
 * leaving the page close it. Without this module the burger is a link that opens the menu as its target.
 */

/** At this width and above the desktop menu shows and the side menu is forced closed (SPEC §9). */
export const desktopQuery = "(min-width: 992px)";

export function sideMenu(root: HTMLElement): void {
  const burger = root.querySelector<HTMLButtonElement>(":scope > button[aria-controls]")!;
  const panel = document.getElementById(burger.getAttribute("aria-controls")!)!;
  const backdrop = root.querySelector<HTMLElement>("[data-backdrop]");
  const toggles = [...panel.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const listOf = (toggle: HTMLButtonElement) => document.getElementById(toggle.getAttribute("aria-controls")!)!;
  const isOpen = () => burger.getAttribute("aria-expanded") === "true";

  const setOpen = (open: boolean) => {
    burger.setAttribute("aria-expanded", String(open));
    panel.toggleAttribute("data-open", open);
    backdrop?.toggleAttribute("data-open", open);
    if (open) {
      panel.querySelector<HTMLElement>(":is(a, button):not([data-no-js])")?.focus();
      document.addEventListener("pointerdown", onPointerDown);
      document.addEventListener("keydown", onKeyDown);
    } else {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !burger.contains(target)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    burger.focus();
  };
  const expand = (toggle: HTMLButtonElement, expanded: boolean) => {
    toggle.setAttribute("aria-expanded", String(expanded));
    listOf(toggle).hidden = !expanded;
  };

  burger.addEventListener("click", () => setOpen(!isOpen()));
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
