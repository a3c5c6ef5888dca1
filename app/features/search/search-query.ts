/** The class the search page's root element has while a query's results are, or will be, shown. */
export const hasQueryClass = "search-has-query";

/**
 * The search page's one inline script, run while the page is parsed: with a query in its address
 * (/search?q=nursery), the page keeps room for the results from its first paint.
 */
export const queryMarker = `if(/[?&]q=[^&]/.test(location.search))document.documentElement.classList.add("${hasQueryClass}")`;
