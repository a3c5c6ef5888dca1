import type { MetaDescriptor } from "react-router";

export interface MetaInput {
  /** The page's own title, such as "Our History". */
  title: string;
  description: string;
  /** The page's canonical path, such as /about_history. */
  path: string;
  siteName: string;
  /** The site's public origin, without a trailing slash. */
  origin: string;
}

/** Title ("Page - Church"), description, canonical link and link-preview tags of one page. */
export function pageMeta({ title, description, path, siteName, origin }: MetaInput): MetaDescriptor[] {
  const fullTitle = `${title} - ${siteName}`;
  const url = origin + (path === "/" ? "/" : path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
