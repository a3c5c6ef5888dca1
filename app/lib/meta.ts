import type { MetaDescriptor } from "react-router";
import { previewImagePath, previewSize } from "./preview-image.ts";
import type { JsonLd } from "./structured-data.ts";

export interface MetaInput {
  /** The page's own title, such as "Our History". */
  title: string;
  description: string;
  /** The page's canonical path, such as /about_history. */
  path: string;
  siteName: string;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** Structured data blocks for the page's head. */
  jsonLd?: JsonLd[];
  /** For pages search engines should not list, such as the 404 page: no canonical, no preview. */
  noindex?: boolean;
}

/**
 * Title ("Page - Church"), description, canonical link, link-preview tags with the page's preview
 * image, and the page's structured data.
 */
export function pageMeta({
  title,
  description,
  path,
  siteName,
  origin,
  jsonLd = [],
  noindex,
}: MetaInput): MetaDescriptor[] {
  const fullTitle = `${title} - ${siteName}`;
  const basics = [{ title: fullTitle }, { name: "description", content: description }];
  if (noindex) return [...basics, { name: "robots", content: "noindex" }];
  const url = origin + path;
  const image = origin + previewImagePath(path);
  const imageAlt = `${title}, ${siteName}`;
  return [
    ...basics,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(previewSize.width) },
    { property: "og:image:height", content: String(previewSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...jsonLd.map((block) => ({ "script:ld+json": block })),
  ];
}
