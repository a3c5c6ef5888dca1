import type { HistoryItem } from "../../../content/schema/history";
import styles from "./history-timeline.module.css";
import { slugify } from "~/lib/slugify";

/** The church's history as a timeline: one entry per year, oldest first. */
export function HistoryTimeline({ items }: { items: HistoryItem[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className={styles.item}>
          <h2 id={slugify(`${item.year} ${item.title}`)} className={styles.heading}>
            <time className={styles.year} dateTime={String(item.year)}>
              {item.year}
            </time>
            <span className="visually-hidden">: </span>
            <span className={styles.title}>{item.title}</span>
          </h2>
          {item.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </li>
      ))}
    </ol>
  );
}
