import type { HomeContent } from "../../../content/schema/home";
import styles from "./home.module.css";

type Involved = NonNullable<HomeContent["involved"]>;

/** Props of {@link InvolvedSection}. */
export interface InvolvedSectionProps {
  /** The section's text, each step's link with its address resolved. */
  involved: Omit<Involved, "steps"> & {
    steps: (Omit<Involved["steps"][number], "link"> & { link: { label: string; href: string } })[];
  };
}

/** "How To Get Involved": first steps, each with a link. Shown only when pageSections lists it. */
export function InvolvedSection({ involved }: InvolvedSectionProps) {
  return (
    <section id="involved" className={`${styles.section} ${styles.tinted}`} aria-labelledby="involved-heading">
      <div className={styles.inner}>
        <h2 id="involved-heading">{involved.heading}</h2>
        <p className={styles.lead}>{involved.intro}</p>
        <ul className={styles.steps}>
          {involved.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.pointTitle}>{step.title}</h3>
              <p>{step.text}</p>
              <a href={step.link.href}>{step.link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
