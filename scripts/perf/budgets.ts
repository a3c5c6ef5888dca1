/**
 * The performance budgets, in one place. `npm test` holds the build to the byte budgets
 * (scripts/check-budgets.ts); `npm run bench` holds every route to the Lighthouse targets.
 * Sizes are bytes as sent: JavaScript and CSS gzip, HTML brotli (what the servers send browsers
 * that take it).
 */
export const byteBudgets = {
  /**
   * Every script a page without a widget runs, gzip: its inline scripts and the page script
   * (app/browser/site.ts). No framework: the shell's behaviors are small enhancement modules.
   */
  pageScript: 10 * 1024,
  /**
   * Every script a page with a widget runs once the widget is woken, gzip: the above, the
   * widget's code and React (app/browser/islands.ts). React alone is about 69 KB of it.
   */
  widgetPageScript: 85 * 1024,
  /**
   * What /search fetches to answer its first query, as sent: its page scripts with the search
   * module, the search engine (gzip) and the index of every page's text (brotli). Other pages
   * fetch none of it; later queries fetch nothing.
   */
  searchQuery: 64 * 1024,
  /** The CSS a route loads, gzip. */
  routeStyle: 15 * 1024,
  /**
   * A page's HTML (brotli) with its response headers: what a new connection sends in its first
   * round trip, 10 packets of 1,460 bytes (the initial window that Lighthouse's simulated phone
   * uses too). A page past it waits a round trip more for its last bytes: the home page's first
   * paint came 160 ms later (issue 40). The headers are the page's security headers
   * (build/security-headers.json) and {@link serverHeaderBytes} of the server's own.
   */
  firstRoundTrip: 14_600,
  /**
   * The site editor's scripts at /admin, gzip: loaded there only, by the church office, never by
   * a public page. It is a whole application (Sveltia CMS); this catches an upgrade that doubles it.
   */
  editorScript: 750 * 1024,
  /** Any one image the build serves (every responsive variant, preview and bookmark). */
  image: 100 * 1024,
} as const;

/**
 * The headers a server sends with a page besides the security headers: its status line, type,
 * length, encoding, caching and validators, date and connection (338 bytes from the Node server).
 */
export const serverHeaderBytes = 400;

/** Lighthouse mobile (its default simulated throttling) on every route, the median of the runs. */
export const lighthouseTargets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Largest Contentful Paint, ms. */
  lcp: 1000,
  /** Total Blocking Time, ms: at most this much more than the bare page's median in the same runs. */
  tbt: 10,
  /**
   * The page's main-thread time evaluating script, ms (simulated: Lighthouse counts each observed
   * ms as 4 on a phone), timed as Lighthouse times it but without the scripts Lighthouse injects
   * into every page to measure it (a bare page's 19-24 ms; pageScript in scripts/perf/trace-tasks.ts).
   */
  ownScriptMs: 30,
  /** Tasks of 50 ms or more (simulated) after the first contentful paint. */
  longTasks: 0,
  /** Cumulative Layout Shift. */
  cls: 0,
  /** From the click on a menu link (the pointer having rested on it) to the next page on screen, ms, median. */
  navigation: 100,
  /**
   * From a visitor's last key in the search field to its results on screen, on a phone with
   * Lighthouse's mobile throttling (scripts/perf/search-timing.ts), ms, median.
   */
  searchAnswer: 100,
} as const;
