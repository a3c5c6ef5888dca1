/**
 * The items a list must have for the browser to lay out only those near the screen
 * (`.skip-offscreen`, app/styles/global.css). Skipping is not free: the first frame lays the page
 * out, finds which skipped items are on the screen, and lays those out again. A short list costs
 * less laid out whole with the page (docs/decisions/011-pages-without-react.md).
 */
export const longListItems = 16;

/** Whether a list of `items` is long enough for its items to be laid out only near the screen. */
export function isLongList(items: number): boolean {
  return items >= longListItems;
}
