import styles from "./page-intro.module.css";

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  /** Opening paragraphs. */
  intro: string[];
}

/** The heading band at the top of an inner page. */
export function PageIntro({ title, intro }: PageIntroProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className={styles.lead}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
