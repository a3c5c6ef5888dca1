/** The link-preview picture each page gets, drawn at build time by scripts/build-previews.ts. */

/** The size link previews ask for (Open Graph, Twitter's large card). */
export const previewSize = { width: 1200, height: 630 } as const;

/** Where the preview of the page at this canonical path is served: /img/preview/about_history.png. */
export function previewImagePath(path: string): string {
  return `/img/preview/${path === "/" ? "home" : path.slice(1)}.png`;
}
