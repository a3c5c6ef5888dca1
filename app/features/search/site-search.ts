/**
 * The search page's script, loaded only there (app/browser/site.ts starts it for the form marked
 * `data-module="site-search"`). It starts on the visitor's first input on the page (a pointer, a
 * touch, a key, a scroll: a visitor is there and about to search), or at load when the address has
 * a query (app/lib/page-script.ts), and at once fetches the index the build wrote
 * (/search-index.json) and the search engine (app/lib/search/search-engine.ts) and indexes the
 * site in short tasks; a page no one touches (a tab opened in the background, a prerendered page)
 * spends nothing on it. From then on each key answers at once, in the same task, so the results
 * are painted with the letter typed. The address follows the query, so a search can be shared and
 * bookmarked.
 */
import type { SearchHit, SiteSearch } from "~/lib/search/search-engine";
import { searchIndexPath, type SearchIndexFile } from "~/lib/search/search-index-file";
import { resultsStatus } from "~/lib/search/results-status";
import { hasQueryClass } from "./search-query";

/**
 * The engine with its index, fetched once; a failure is tried again at the next query. The time
 * it takes is two user timings, "search fetched" and "search indexed", which the bench reads.
 */
async function loadSearch(): Promise<SiteSearch> {
  const started = performance.now();
  const [engine, response] = await Promise.all([import("~/lib/search/search-engine"), fetch(searchIndexPath)]);
  if (!response.ok) throw new Error(`${searchIndexPath} answered ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  const indexing = performance.now();
  const search = await engine.createSiteSearch(file);
  performance.measure("search fetched", { start: started, end: indexing });
  performance.measure("search indexed", { start: indexing });
  return search;
}

/**
 * How long typing must pause before the status line (a live region, which a screen reader reads
 * out) and the address follow the results: a count read at every letter would be noise, and
 * browsers refuse a page that rewrites its address too often.
 */
const typingPauseMs = 500;

export function siteSearch(form: HTMLElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const answerBox = document.querySelector<HTMLElement>("[data-search-answer]")!;
  const status = answerBox.querySelector<HTMLElement>("[data-search-status]")!;
  const list = answerBox.querySelector<HTMLOListElement>("[data-search-results]")!;
  const suggestions = answerBox.querySelector<HTMLElement>("[data-search-suggestions]")!;
  const root = document.documentElement;
  let loading: Promise<SiteSearch> | undefined;
  let ready: SiteSearch | undefined;
  let latest = 0;
  let settling: ReturnType<typeof setTimeout> | undefined;

  const load = () =>
    (loading ??= loadSearch().then(
      (search) => (ready = search),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** Answers `query`; `typing` when it comes from a key, not from Enter or the address. */
  function answer(query: string, typing: boolean) {
    const ticket = ++latest;
    root.classList.toggle(hasQueryClass, Boolean(query.trim()));
    if (!query.trim()) return show(query, [], "", false, typing);
    const respond = (search: SiteSearch) => {
      const { count, hits } = search.search(query, Date.now(), { typing });
      show(query, hits, resultsStatus(query, count, hits.length), count === 0, typing);
    };
    if (ready) return respond(ready);
    load().then(
      (search) => ticket === latest && respond(search),
      (error: unknown) => {
        if (ticket !== latest) return;
        console.error("Search failed:", error);
        show(query, [], "Search could not load here. Every page of the site is listed below.", false, false);
      },
    );
  }

  function show(query: string, hits: SearchHit[], message: string, nothingFound: boolean, typing: boolean) {
    list.replaceChildren(...hits.map(resultItem));
    // Each change of an attribute costs the page a look at its styles: only what changes is set.
    if (list.hidden !== (hits.length === 0)) list.hidden = hits.length === 0;
    if (suggestions.hidden !== !nothingFound) suggestions.hidden = !nothingFound;
    // The room kept for the answer is no longer needed, and the list of every page follows it.
    if (!("answered" in answerBox.dataset)) answerBox.dataset["answered"] = "";
    clearTimeout(settling);
    const settle = () => {
      if (status.textContent !== message) status.textContent = message;
      followInAddress(query);
    };
    if (typing) settling = setTimeout(settle, typingPauseMs);
    else settle();
  }

  // From now on the field's answer appears in the list below it, without a new page.
  input.setAttribute("aria-controls", list.id);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    answer(input.value, false);
  });
  input.addEventListener("input", () => answer(input.value, true));
  // The visitor has moved (or the address asks): the engine and index load while they reach the field.
  void load().catch(() => undefined);

  const query = new URLSearchParams(location.search).get("q");
  if (query) {
    input.value = query;
    answer(query, false);
  } else if (input.value.trim()) {
    // Typed before this script took the form over (a quick visitor on a slow phone), or kept by the
    // browser on the way back: answered now, not at the next key.
    answer(input.value, false);
  }
}

/** The address follows the query, so a search can be shared and bookmarked. */
function followInAddress(query: string) {
  const url = new URL(location.href);
  if (query.trim()) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  if (url.href === location.href) return;
  try {
    history.replaceState(history.state, "", url);
  } catch {
    // A browser may refuse a page that changes its address too often; the results stand.
  }
}

/**
 * One result: the page's title as a link, the heading of the section that answers (a link to that
 * section when it has an address of its own), and the snippet with the query's words marked
 * (text nodes, never HTML).
 */
function resultItem(hit: SearchHit): HTMLLIElement {
  const item = document.createElement("li");
  const title = document.createElement("a");
  title.href = hit.path;
  title.textContent = hit.title;
  item.append(title);
  if (hit.heading) {
    const section = document.createElement(hit.href === hit.path ? "span" : "a");
    if (section instanceof HTMLAnchorElement) section.href = hit.href;
    section.textContent = hit.heading;
    section.dataset["section"] = "";
    item.append(section);
  }
  const snippet = document.createElement("p");
  for (const part of hit.snippet) {
    if (!part.marked) snippet.append(part.text);
    else snippet.appendChild(document.createElement("mark")).textContent = part.text;
  }
  item.append(snippet);
  return item;
}
