/**
 * The site search's index as the build writes it (scripts/build-search.ts) and the search page
 * reads it: the text a visitor can see on each page today, section by section, and the office's
 * synonyms from the site settings. The search page builds its word index from it once it has
 * loaded.
 */

/** A page of the site, as a result names it. */
export interface SearchPage {
  path: string;
  title: string;
  /** The page's description, as search engines show it: it counts as the page's first section. */
  description: string;
}

/** The text of one section of a page, under its heading. */
export interface SearchSection {
  /** Index of its page in `pages`. */
  page: number;
  /** The section's heading; none for the text before a page's first heading. */
  heading?: string;
  /** The heading of the section it is part of (an h2 above an h3), which its words also answer to. */
  context?: string;
  /** The id a link to the section points at, when it has one. */
  anchor?: string;
  /** The text, a line for each block (paragraph, list item, cell), as shown on the page. */
  text: string;
  /**
   * When the text stops being shown (milliseconds since 1970), for text of a dated notice: the
   * page hides it then, with the visitor's clock, and so do the results.
   */
  hideAt?: number;
}

/** A word a visitor might type, and the words of the site it also finds. */
export interface SearchSynonym {
  word: string;
  alsoFinds: string[];
}

export interface SearchIndexFile {
  pages: SearchPage[];
  sections: SearchSection[];
  synonyms: SearchSynonym[];
}

/** Where the site serves the index. */
export const searchIndexPath = "/search-index.json";
