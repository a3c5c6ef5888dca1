/**
 * The desktop menu's behavior (disclosure navigation pattern), attached to the markup that
 * MainMenu pre-renders: a submenu opens on hover, on click, on Enter or Space, and on ArrowDown,
 * which also moves into it. Escape closes it and returns focus to its button; so does moving
 * focus or the pointer away. One submenu is open at a time. The pattern's optional keys move
 * focus too: Left and Right along the bar, Up and Down within an open submenu, Home and End to
 * the first and last of either, without wrapping around. Without this module the submenus still
 * open on hover and focus (CSS, under `.no-js`), as they do until the visitor's first input
 * starts it.
 */

/** How long a submenu waits before closing when the pointer leaves it, so a diagonal move does not lose it. */
export const closeDelayMs = 200;

/** Which way a key moves focus in a row of entries: to the previous, the next, the first or the last. */
const moves: Record<string, (index: number, last: number) => number> = {
  Home: () => 0,
  End: (_, last) => last,
  previous: (index) => Math.max(0, index - 1),
  next: (index, last) => Math.min(last, index + 1),
};

/** The keys that move focus along the bar, and within a submenu. */
const barKeys: Record<string, string> = { ArrowLeft: "previous", ArrowRight: "next", Home: "Home", End: "End" };
const panelKeys: Record<string, string> = { ArrowUp: "previous", ArrowDown: "next", Home: "Home", End: "End" };

/** An entry a visitor can see: a dated link hidden by the notices' style sheet is passed over. */
const shown = (el: HTMLElement) => el.checkVisibility?.() ?? true;

export function mainMenu(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<HTMLButtonElement>("button[aria-controls]")].map((b) => b.parentElement!);
  const tops = [...nav.querySelectorAll<HTMLElement>(":scope > ul > li > :is(a, button)")];
  let open: HTMLElement | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  // A mouse opens a submenu on its way to the button, so the click that follows must not close it again.
  let openedByHover = false;

  const parts = (item: HTMLElement) => {
    const button = item.querySelector<HTMLButtonElement>(":scope > button")!;
    return { button, panel: document.getElementById(button.getAttribute("aria-controls")!)! };
  };
  const show = (item: HTMLElement | undefined) => {
    clearTimeout(closeTimer);
    for (const other of items) {
      const { button, panel } = parts(other);
      button.setAttribute("aria-expanded", String(other === item));
      panel.toggleAttribute("data-open", other === item);
    }
    open = item;
  };

  // Arrows, Home and End: along the bar from one of its entries, within the submenu from one of its links.
  nav.addEventListener("keydown", (event) => {
    const from = event.target as HTMLElement;
    const onBar = tops.includes(from);
    const move = moves[(onBar ? barKeys : panelKeys)[event.key] ?? ""];
    const row = onBar ? tops : open && [...parts(open).panel.querySelectorAll<HTMLElement>("a")];
    if (!move || !row?.includes(from) || event.altKey || event.ctrlKey || event.metaKey) return;
    const entries = row.filter(shown);
    event.preventDefault();
    entries[move(entries.indexOf(from), entries.length - 1)]?.focus();
  });

  // Leaving by a link in a submenu: the page the Back button restores (bfcache) shows it closed.
  window.addEventListener("pagehide", () => open && show(undefined));

  for (const item of items) {
    const { button, panel } = parts(item);
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      show(item);
      openedByHover = true;
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => show(undefined), closeDelayMs);
    });
    button.addEventListener("click", () => {
      const keepOpen = openedByHover;
      openedByHover = false;
      show(open === item && !keepOpen ? undefined : item);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && open === item) {
        event.preventDefault();
        show(undefined);
        button.focus();
      } else if (event.key === "ArrowDown" && event.target === button) {
        event.preventDefault();
        openedByHover = false;
        show(item);
        panel.querySelector<HTMLElement>("a")?.focus();
      }
    });
    item.addEventListener("focusout", (event) => {
      if (open === item && !item.contains(event.relatedTarget as Node | null)) show(undefined);
    });
  }
  // The module starts on the visitor's first input: a submenu the CSS opened before (under the
  // pointer, or round the focus a press left) stays open once `.no-js` goes, and through the click
  // of that press, which may still be on its way, as after a hover.
  const current = items.find((item) => item.matches(":hover") || item.contains(document.activeElement));
  if (current) {
    show(current);
    openedByHover = true;
  }
}
