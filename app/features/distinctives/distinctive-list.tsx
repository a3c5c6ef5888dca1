import type { Distinctive } from "../../../content/schema/distinctive";
import styles from "./distinctive-list.module.css";
import { slugify } from "~/lib/slugify";

/** The church's distinctives, numbered, each with its explanation and any fuller policy. */
export function DistinctiveList({ distinctives }: { distinctives: Distinctive[] }) {
  return (
    <ol className={styles.list}>
      {distinctives.map((d, i) => (
        <li key={d.title} className={styles.item}>
          <h2 id={slugify(d.title)} className={styles.title}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>{" "}
            {d.title}
          </h2>
          <p className={styles.description}>{d.description}</p>
          {d.additionalInfo && (
            <p className={styles.more}>
              <a href={d.additionalInfo.href}>{d.additionalInfo.title}</a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
