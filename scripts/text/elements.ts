/** How a page's elements read as text without styles: shared by the checks of scripts/text/. */

/** Elements a browser without styles still shows on a line of their own. */
export const blockElements: ReadonlySet<string> = new Set(
  "address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul iframe audio video picture img svg button".split(
    " ",
  ),
);

/** Elements whose text a visitor never reads as the page's: code, styles, and a template's message until it is used. */
export const unreadElements: ReadonlySet<string> = new Set(["script", "style", "template", "noscript"]);
