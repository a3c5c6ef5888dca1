import type { NavGroup, NavLink, NavSection } from "../../../content/schema/navigation";

export type { NavGroup, NavLink, NavSection };

/** A menu entry that opens a list rather than leading somewhere itself. */
export type NavMenu = Extract<NavSection, { items: unknown }>;

export function isMenu(section: NavSection): section is NavMenu {
  return "items" in section;
}

export function isGroup(item: NavLink | NavGroup): item is NavGroup {
  return "links" in item;
}
