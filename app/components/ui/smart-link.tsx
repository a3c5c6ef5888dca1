import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { isExternal } from "~/lib/site-paths";

/** Props of {@link SmartLink}. */
export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site (/about_staff, /#services) or an address elsewhere. */
  href: string;
}

/**
 * One link for both kinds of address: pages of this site navigate without a reload and load
 * their code on intent; other sites get a plain link.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
