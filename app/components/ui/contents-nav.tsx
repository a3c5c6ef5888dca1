import styles from "./contents-nav.module.css";

/** One entry of {@link ContentsNav}: a part of the page, and its dates when it leaves the page by itself. */
export interface ContentsEntry {
  href: string;
  label: string;
  /** The last day of what it points to: the head script hides the entry after it, as it hides that part. */
  showUntil?: string;
}

/**
 * A list of the page's parts, linked to their headings: in the text's column on a phone (two
 * columns of links when they fit), and where the page places it (`className`) on a wide screen.
 */
export function ContentsNav({
  id,
  heading,
  entries,
  className = "",
}: {
  id: string;
  heading: string;
  entries: ContentsEntry[];
  className?: string;
}) {
  return (
    <nav className={`${styles.contents} ${className}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.href} {...(entry.showUntil ? { "data-show-until": entry.showUntil } : {})}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
