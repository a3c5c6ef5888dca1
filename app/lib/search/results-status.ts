/**
 * What the search page's status line says, and screen readers announce, once a query is
 * answered: how many pages answer it, and how many of them are listed when not all are.
 */
export function resultsStatus(query: string, count: number, shown = count): string {
  const quoted = `“${query.trim()}”`;
  if (count === 0) return `Nothing found for ${quoted}. Try another word, or look in a part of the site:`;
  const found = `${count} ${count === 1 ? "page" : "pages"} found for ${quoted}`;
  return shown < count ? `${found}; the ${shown} that answer best are listed` : found;
}
