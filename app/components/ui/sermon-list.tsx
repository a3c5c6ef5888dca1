import type { SermonFilter, SermonView } from "~/lib/sermons/sermon-views";
import { isLongList } from "~/lib/long-list";
import type { SubscribeLink } from "~/lib/sermon-host";
import { AudioPlayer } from "./audio-player";
import styles from "./sermon-list.module.css";

/**
 * Sermons, each with its date, speaker (their biography when on the staff), passage and series
 * (each a link to the page of its sermons), length, a player that loads nothing until it is
 * played, and its page at the host. A sermon is in the site search once, on the page of its
 * book (`searchPage`); elsewhere it is skipped.
 */
export function SermonList({
  sermons,
  hostName,
  path,
  headingLevel = 3,
}: {
  sermons: SermonView[];
  hostName: string;
  /** The page it is on, for the search's one entry of each sermon. */
  path: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={isLongList(sermons.length) ? `${styles.sermons} skip-offscreen` : styles.sermons}>
      {sermons.map((sermon) => (
        <li
          key={sermon.id}
          className={styles.sermon}
          {...(sermon.searchPage !== path ? { "data-search-skip": "" } : {})}
        >
          <Heading id={sermon.anchor} className={styles.title}>
            {sermon.title}
          </Heading>
          <p className={styles.meta}>
            <time dateTime={sermon.day}>{sermon.dateLabel}</time>
            {sermon.speaker && (
              <>
                {" · "}
                {/* Their biography, or on it the page of all their sermons. */}
                <a
                  href={
                    sermon.speaker.href && sermon.speaker.href !== path ? sermon.speaker.href : sermon.speaker.filter
                  }
                >
                  {sermon.speaker.name}
                </a>
              </>
            )}
            {sermon.passage && (
              <>
                {" · "}
                <a href={sermon.passage.filter}>{sermon.passage.label}</a>
              </>
            )}
          </p>
          {(sermon.series || sermon.length) && (
            <p className={styles.series}>
              {sermon.series && (
                <>
                  Series: <a href={sermon.series.filter}>{sermon.series.name}</a>
                </>
              )}
              {sermon.series && sermon.length && " · "}
              {sermon.length}
            </p>
          )}
          {sermon.summary[0] && <p className={styles.summary}>{sermon.summary[0]}</p>}
          {sermon.audio && (
            <AudioPlayer
              src={sermon.audio.url}
              label={sermon.title}
              unavailable={
                <>
                  This recording cannot be reached right now.{" "}
                  {sermon.page ? (
                    <a href={sermon.page}>
                      Try “{sermon.title}” on {hostName}
                    </a>
                  ) : (
                    "Please try again later."
                  )}
                </>
              }
            />
          )}
          {sermon.page && (
            <p className={styles.page}>
              <a href={sermon.page}>
                “{sermon.title}” on {hostName}
              </a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const kindHeadings = { series: "By series", speaker: "By speaker", book: "By book of the Bible" } as const;

/** The series, speakers and books of the sermons, each a link to the page of its sermons. */
export function SermonFilters({ filters, current }: { filters: SermonFilter[]; current?: string }) {
  return (
    <nav className={styles.filters} aria-labelledby="sermon-filters-heading">
      <h2 id="sermon-filters-heading" className={styles.filtersHeading}>
        Browse the sermons
      </h2>
      {(["series", "speaker", "book"] as const).map((kind) => {
        const ofKind = filters.filter((filter) => filter.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind}>
            <h3 className={styles.kindHeading}>{kindHeadings[kind]}</h3>
            <ul className={styles.filterLinks}>
              {ofKind.map((filter) => (
                <li key={filter.path}>
                  <a href={filter.path} {...(filter.path === current ? { "aria-current": "page" } : {})}>
                    {filter.name}
                  </a>{" "}
                  <span className={styles.count}>({filter.count})</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** "Subscribe": the podcast apps that have the sermons, and the feed for any other; nothing without one. */
export function SermonSubscribe({ links }: { links: SubscribeLink[] }) {
  if (links.length === 0) return null;
  return (
    <p className={styles.subscribe}>
      <strong>Subscribe:</strong>{" "}
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 && " · "}
          <a href={link.href} {...(link.label === "RSS feed" ? { type: "application/rss+xml" } : {})}>
            {link.label}
          </a>
        </span>
      ))}
    </p>
  );
}
