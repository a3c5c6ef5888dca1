import { PageIntro } from "~/components/ui/page-intro";
import type { SiteMapSection } from "~/lib/site-map";
import { queryMarker } from "./search-query";
import styles from "./search-page.module.css";

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  page: { title: string; intro: string[] };
  sections: SiteMapSection[];
}

/**
 * The search page: a search form, where the results of a query appear, and every page of the
 * site grouped as in the menu. As HTML it is a site map with a form that asks the page for ?q=…
 * and says that searching needs JavaScript; its script (./site-search.ts) answers the query from
 * the index the build wrote. A page opened with a query keeps a screen's height for the results
 * from its first paint, with the list of every page after them, so they push nothing the
 * visitor is reading.
 */
export function SearchPage({ page, sections }: SearchPageProps) {
  return (
    <>
      <PageIntro title={page.title} intro={page.intro} />
      {/* Before the first paint: room for the results of a query in the address. */}
      <script dangerouslySetInnerHTML={{ __html: queryMarker }} />
      <div className="page">
        {/* No action: the form asks the page itself, at whatever address the church gave it. */}
        <form role="search" method="get" className={styles.form} data-module="site-search">
          <label htmlFor="search-query" className={styles.label}>
            Search the site
          </label>
          <div className={styles.row}>
            <input
              id="search-query"
              name="q"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              className={styles.input}
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
        <noscript>
          <p className={styles.noScript}>
            Searching needs JavaScript, which is off in this browser. Every page of the site is listed below, by part of
            the site.
          </p>
        </noscript>
        <div className={styles.answer} data-search-answer>
          <p role="status" className={styles.status} data-search-status />
          <ol id="search-results" aria-label="Results" className={styles.results} data-search-results hidden />
          <nav aria-label="Parts of the site" className={styles.suggestions} data-search-suggestions hidden>
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <section aria-labelledby="every-page" className={styles.siteMap}>
          <h2 id="every-page">Every page</h2>
          {/* Unnamed, so not landmarks: a menu section's name (About) may be a footer region's too. */}
          {sections.map((section) => (
            <section key={section.id} className={styles.section}>
              <h3 id={section.id}>{section.label}</h3>
              {section.groups.map((group, i) => (
                <div key={group.label ?? i}>
                  {group.label && <h4 className={styles.group}>{group.label}</h4>}
                  <ul className={styles.entries}>
                    {group.entries.map((entry) => (
                      <li key={entry.href}>
                        <a href={entry.href}>{entry.label}</a>
                        {entry.description && <p>{entry.description}</p>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))}
        </section>
      </div>
    </>
  );
}
