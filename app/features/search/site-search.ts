/**
 * The search page's script, loaded only there (app/browser/site.ts starts it for the form marked
 * `data-module="site-search"`). It answers the query in the address and each query typed, from
 * the index the build wrote to /pagefind/ (scripts/build-search.ts): Pagefind's script and
 * WebAssembly come with the first query, and each query fetches only the parts of the index its
 * words are in. The address follows the query, so a search can be shared and bookmarked.
 */
import { excerptParts, resultsStatus } from "~/lib/search-results";
import { hasQueryClass } from "./search-query";

/** What this page uses of Pagefind's script. */
interface Pagefind {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}
interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Where the build puts Pagefind's script; a variable, so the page script's bundler leaves it to the browser. */
const pagefindScript = "/pagefind/pagefind.js";
/** How many results are shown; each is a small fetch. */
const shown = 20;
/** How long typing must pause before a query runs. */
const typingPauseMs = 150;

export function siteSearch(form: HTMLElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const status = document.querySelector<HTMLElement>("[data-search-status]")!;
  const list = document.querySelector<HTMLOListElement>("[data-search-results]")!;
  const suggestions = document.querySelector<HTMLElement>("[data-search-suggestions]")!;
  const root = document.documentElement;
  let pagefind: Promise<Pagefind> | undefined;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const load = () =>
    (pagefind ??= (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(async (module) => {
      // A query over this site's index takes a few milliseconds; a worker would need a security
      // policy of its own on every host (docs/decisions/012-site-search.md).
      await module.options({ excerptLength: 24, noWorker: true });
      return module;
    }));

  async function answer(query: string) {
    const ticket = ++latest;
    const url = new URL(location.href);
    if (query.trim()) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    history.replaceState(history.state, "", url);
    if (!query.trim()) {
      root.classList.remove(hasQueryClass);
      show([], "", false);
      return;
    }
    root.classList.add(hasQueryClass);
    try {
      const search = await (await load()).search(query);
      if (!search || ticket !== latest) return;
      const results = await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
      if (ticket !== latest) return;
      show(results, resultsStatus(query, search.results.length), search.results.length === 0);
    } catch (error) {
      if (ticket !== latest) return;
      console.error("Search failed:", error);
      pagefind = undefined;
      show([], "Search could not load here. Every page of the site is listed below.", false);
    }
  }

  function show(results: PagefindResult[], message: string, nothingFound: boolean) {
    list.replaceChildren(...results.map(resultItem));
    list.hidden = results.length === 0;
    suggestions.hidden = !nothingFound;
    status.textContent = message;
  }

  // From now on the field's answer appears in the list below it, without a new page.
  input.setAttribute("aria-controls", list.id);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void answer(input.value);
  });
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void answer(input.value), typingPauseMs);
  });
  // The first query's script and index start loading when the visitor reaches the field.
  input.addEventListener("focus", () => void load().catch(() => undefined), { once: true });

  const query = new URLSearchParams(location.search).get("q");
  if (query) {
    input.value = query;
    void answer(query);
  }
}

/** One result: the page's title as a link, and the words around the query with them marked. */
function resultItem(result: PagefindResult): HTMLLIElement {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = result.url;
  link.textContent = result.meta.title ?? result.url;
  const excerpt = document.createElement("p");
  for (const part of excerptParts(result.excerpt)) {
    if (!part.marked) excerpt.append(part.text);
    else {
      const mark = document.createElement("mark");
      mark.textContent = part.text;
      excerpt.append(mark);
    }
  }
  item.append(link, excerpt);
  return item;
}
