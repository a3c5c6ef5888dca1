import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { isPagePath } from "~/lib/site-paths";

/** Props of {@link SmartLink}. */
export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site (/about_staff, /#services) or an address elsewhere. */
  href: string;
}

/**
 * One link for every kind of address: pages of this site navigate without a reload and load
 * their code on intent; files (PDFs) and other sites get a plain link.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (!isPagePath(href)) {
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
