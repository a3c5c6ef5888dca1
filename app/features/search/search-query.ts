import { modulesAtLoadClass } from "~/lib/page-script";

/** The class the search page's root element has while a query's results are, or will be, shown. */
export const hasQueryClass = "search-has-query";

/**
 * The search page's one inline script, run while the page is parsed: with a query in its address
 * (/search?q=nursery), the page keeps room for the results from its first paint, and its script
 * comes at load to answer, not at the visitor's first input.
 */
export const queryMarker = `if(/[?&]q=[^&]/.test(location.search))document.documentElement.classList.add("${hasQueryClass}","${modulesAtLoadClass}")`;
