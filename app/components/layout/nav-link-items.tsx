import { untilAttributes } from "~/lib/notices";
import type { NavLink } from "./nav-types";

/** The `<li>` links of a menu list; both menus show them, each with its own look. */
export function NavLinkItems({ links, className }: { links: NavLink[]; className?: string }) {
  return links.map((link) => (
    // A link to a seasonal page goes from the menu after the page's last day.
    <li key={link.href + link.label} {...untilAttributes(link)}>
      <a href={link.href} className={className}>
        {link.label}
      </a>
    </li>
  ));
}
