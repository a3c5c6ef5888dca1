/**
 * Words of the search page's answer, and Pagefind's excerpts as text: an excerpt is the page's
 * text, escaped, with the query's words between <mark> and </mark>. The page shows it as text
 * nodes and <mark> elements, never as HTML.
 */

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };
/** Text as written, from text escaped for HTML (by Pagefind, or by React in a page's head). */
export const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => entities[name]!);

/** The excerpt's pieces in order, each marked or not; empty pieces are left out. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== "")
    .map((piece) =>
      piece.startsWith("<mark>")
        ? { text: unescape(piece.slice(6, -7)), marked: true }
        : { text: unescape(piece), marked: false },
    );
}

/** What the status line says, and screen readers announce, once a query is answered. */
export function resultsStatus(query: string, count: number): string {
  const quoted = `“${query.trim()}”`;
  if (count === 0) return `Nothing found for ${quoted}. Try another word, or look in a part of the site:`;
  return `${count} ${count === 1 ? "page" : "pages"} found for ${quoted}`;
}
