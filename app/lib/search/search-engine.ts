/**
 * The site search's answers, in the browser (and in the tests, from the same index): MiniSearch
 * ranks the sections of every page for a query with typos forgiven and the office's synonyms
 * added, and each page is listed once, under the section that answers best, with a snippet.
 */
import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import type { SearchIndexFile, SearchSection } from "./search-index-file.ts";
import { snippet, type SnippetPart } from "./snippet.ts";
import { indexTerm, termsOf, wordsOf } from "./search-words.ts";

/** A page that answers a query: its title, and the section of it that answers best. */
export interface SearchHit {
  path: string;
  title: string;
  /** The link to the page, or to the section the snippet is from. */
  href: string;
  /** The section's heading; none when the snippet is from the page's opening. */
  heading?: string;
  snippet: SnippetPart[];
}

interface SectionDocument {
  id: number;
  title: string;
  heading: string;
  context: string;
  description: string;
  text: string;
}

/**
 * How much a word counts in each place: the page's title most, then the section's heading, the
 * page's description and the heading above the section's, then the text.
 */
const fieldBoost = { title: 4, heading: 2.5, description: 1.5, context: 1.5, text: 1 };
/** A page's opening answers for the page: a query its title answers links to the page's top. */
const openingBoost = 1.5;
/** How much a word found through a synonym counts, against a word the visitor typed. */
const synonymWeight = 0.6;
/**
 * How much a page's other sections that answer add to its best one: 15 % of their scores, at most
 * 30 % of the best's. A page about a thing outranks a page that mentions it once, and a long
 * page does not outrank a short one for being long.
 */
const otherSections = { weight: 0.15, most: 2 };
/** Typos forgiven, in a word the site does not have: one letter in a word of 5 to 7 letters, two in a longer one. */
const typoAllowance = 0.2;
const mostTypos = 2;
const shortestWordWithTypo = 5;

/** The answer to a query: how many pages answer it, and the best of them, best first. */
export interface SearchAnswer {
  count: number;
  hits: SearchHit[];
}

export interface QueryOptions {
  /** How many pages get a snippet (10). */
  shown?: number;
  /** Whether the visitor is still typing the query's last word, which then may be cut short (true). */
  typing?: boolean;
}

export interface SiteSearch {
  /**
   * The pages that answer `query` at the instant `now` (a dated notice's text is gone once it has
   * ended): how many, and the first `shown` of them with their snippets.
   */
  search(query: string, now: number, options?: QueryOptions): SearchAnswer;
}

/**
 * How many sections are indexed in one task: about 25 ms on a phone (Lighthouse's 4 times slower
 * CPU), so indexing the site's ~240 sections never blocks the page for 50 ms and the keys typed
 * meanwhile are answered as soon as it is done.
 */
const sectionsPerTask = 15;

/** Builds the word index of the sections in `file`. */
export async function createSiteSearch(file: SearchIndexFile): Promise<SiteSearch> {
  const { pages, sections } = file;
  // Every word of the site, as the index keeps it: a word the site has is taken as meant.
  const vocabulary = new Set<string>();
  let indexing = true;
  const index = new MiniSearch<SectionDocument>({
    fields: ["title", "heading", "context", "description", "text"],
    tokenize: wordsOf,
    processTerm: (word) => {
      const term = indexTerm(word);
      if (indexing && term) vocabulary.add(term);
      return term ?? null;
    },
  });
  await index.addAllAsync(
    sections.map((section, id) => {
      const page = pages[section.page]!;
      const opening = section.heading === undefined;
      return {
        id,
        title: page.title,
        heading: section.heading ?? "",
        context: section.context ?? "",
        description: opening ? page.description : "",
        text: section.text,
      };
    }),
    { chunkSize: sectionsPerTask },
  );
  indexing = false;
  const synonyms = file.synonyms.map(({ word, alsoFinds }) => ({ terms: termsOf(word), alsoFinds }));

  function search(query: string, now: number, { shown = 10, typing = true }: QueryOptions = {}): SearchAnswer {
    const terms = termsOf(query);
    if (terms.length === 0) return { count: 0, hits: [] };
    // A space after the last word finishes it.
    const cutShort = typing && !/\s$/.test(query);
    const added = synonyms
      .filter((synonym) => synonym.terms.length > 0 && containsRun(terms, synonym.terms))
      .flatMap((synonym) => synonym.alsoFinds);
    const tree: Query = {
      combineWith: "OR",
      queries: [
        // While typing, the last word may be cut short: "bapt" finds "baptism".
        { queries: [query], prefix: (term, i, all) => cutShort && i === all.length - 1 && term.length >= 3 },
        // A synonym's words are the site's own, written out: neither cut short nor misspelled.
        ...added.map((phrase) => ({
          queries: [phrase],
          combineWith: "AND" as const,
          boostTerm: () => synonymWeight,
          prefix: false,
          fuzzy: false,
        })),
      ],
    };
    const options: SearchOptions = {
      boost: fieldBoost,
      boostDocument: (id: number) => (sections[id]!.heading === undefined ? openingBoost : 1),
      // A word the site has is taken as meant ("christmas" is not "Christ" misspelled).
      fuzzy: (term) => term.length >= shortestWordWithTypo && !vocabulary.has(term) && typoAllowance,
      maxFuzzy: mostTypos,
      filter: (result) => shownAt(sections[result.id as number]!, now),
    };
    // Results come best first: a page's first is its best section, the others add a little.
    const byPage = new Map<number, { score: number; best: number; rest: number; id: number; terms: string[] }>();
    for (const result of index.search(tree, options)) {
      const page = sections[result.id as number]!.page;
      const found = byPage.get(page);
      if (!found)
        byPage.set(page, { score: 0, best: result.score, rest: 0, id: result.id as number, terms: result.terms });
      else found.rest += result.score;
    }
    for (const page of byPage.values())
      page.score = page.best + otherSections.weight * Math.min(page.rest, otherSections.most * page.best);
    const ranked = [...byPage.values()].sort((a, b) => b.score - a.score);
    // Only the pages shown get a snippet: the work a key costs stays that of a few results.
    return {
      count: ranked.length,
      hits: ranked.slice(0, shown).map(({ id, terms }) => hitOf(file, sections[id]!, new Set(terms))),
    };
  }
  return { search };
}

/** Whether the section's text is shown at the instant `now`. */
const shownAt = (section: SearchSection, now: number) => section.hideAt === undefined || now < section.hideAt;

/** Whether `run` appears in `terms`, in order and side by side. */
function containsRun(terms: readonly string[], run: readonly string[]): boolean {
  for (let i = 0; i + run.length <= terms.length; i++) if (run.every((term, j) => terms[i + j] === term)) return true;
  return false;
}

function hitOf({ pages }: SearchIndexFile, section: SearchSection, matched: ReadonlySet<string>): SearchHit {
  const page = pages[section.page]!;
  const shown = snippet(section.text, matched);
  // A page's opening may answer by its description alone, which the page's head holds.
  const fromDescription =
    section.heading === undefined && !shown.some((part) => part.marked) ? snippet(page.description, matched) : [];
  return {
    path: page.path,
    title: page.title,
    href: section.anchor ? `${page.path}#${section.anchor}` : page.path,
    ...(section.heading !== undefined && { heading: section.heading }),
    snippet: fromDescription.some((part) => part.marked) ? fromDescription : shown,
  };
}
