import type { HomeContent } from "../../../content/schema/home";
import styles from "./home.module.css";

/** Props of {@link PurposeSection}. */
export interface PurposeSectionProps {
  purpose: NonNullable<HomeContent["purpose"]>;
}

/** "Our Purpose": the church's commitments, numbered. Anchor #purpose. */
export function PurposeSection({ purpose }: PurposeSectionProps) {
  return (
    <section id="purpose" className={styles.section} aria-labelledby="purpose-heading">
      <div className={styles.inner}>
        <h2 id="purpose-heading">{purpose.heading}</h2>
        <p className={styles.lead}>{purpose.intro}</p>
        <ol className={styles.points}>
          {purpose.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p>{point.text}</p>
              {point.reference && <p className={styles.reference}>{point.reference}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
