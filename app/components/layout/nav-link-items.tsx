import { SmartLink } from "~/components/ui/smart-link";
import type { NavLink } from "./nav-types";

/** The `<li>` links of a menu list; both menus show them, each with its own look. */
export function NavLinkItems({ links, className }: { links: NavLink[]; className?: string }) {
  return links.map((link) => (
    <li key={link.href + link.label}>
      <SmartLink href={link.href} className={className}>
        {link.label}
      </SmartLink>
    </li>
  ));
}
