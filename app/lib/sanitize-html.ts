import sanitize from "sanitize-html";

/**
 * Cleans editor-written HTML at build time: links and simple emphasis survive; scripts,
 * styles, event handlers and javascript: addresses do not.
 */
export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ["a", "strong", "em", "b", "i", "br"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  }).trim();
}
