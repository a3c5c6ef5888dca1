import type { NavSection } from "./nav-types";

/** A small menu for the menu tests: a plain link, and sections with links and submenus. */
export const testNavigation: NavSection[] = [
  { label: "Live Stream", href: "/livestream" },
  {
    label: "About Us",
    items: [
      { label: "Statement of Faith", href: "/about_doctrine" },
      { label: "Policies", links: [{ label: "Stewardship", href: "/about_stewardship" }] },
      { label: "Staff", links: [{ label: "Staff & Leadership", href: "/about_staff" }] },
    ],
  },
  { label: "Ministries", items: [{ label: "Prayer", href: "/ministries_prayer" }] },
];
