import type { ReadingList } from "../../../content/schema/attendees";
import { slugify } from "~/lib/slugify";
import styles from "./reading-list-view.module.css";

/** The recommended books by topic, then the position statements the elders commend. */
export function ReadingListView({ list }: { list: ReadingList }) {
  return (
    <>
      {list.topics.map(({ topic, books }) => (
        <section key={topic} className={styles.topic} aria-labelledby={slugify(topic)}>
          <h2 id={slugify(topic)}>{topic}</h2>
          <ul className={styles.books}>
            {books.map((book) => (
              <li key={book.title} className={styles.book}>
                <cite className={styles.title}>{book.title}</cite>{" "}
                <span className={styles.author}>by {book.author}</span>
                <p>{book.why}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {list.positionStatements && (
        <section className={styles.statements} aria-labelledby="position-statements">
          <h2 id="position-statements">Position statements</h2>
          <p>These statements by other ministries put into words positions the elders share.</p>
          <ul className={styles.links}>
            {list.positionStatements.map((statement) => (
              <li key={statement.href}>
                <a href={statement.href}>{statement.title}</a>
                <p>{statement.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
