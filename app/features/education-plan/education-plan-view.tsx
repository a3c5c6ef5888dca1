import type { PlanByYear } from "~/lib/education-plan";
import { countOf, sentenceStart } from "~/lib/counting";
import styles from "./education-plan-view.module.css";

/** The path through the core classes, year by year, with each class's category. */
export function EducationPlanView({ plan }: { plan: PlanByYear }) {
  const { totals, classHour } = plan;
  const beyond = totals.beyondClassHour;
  const names = plan.categories.map((category) => category.name);
  const hue = (category: string) => names.indexOf(category) % 4;
  return (
    <>
      <section className={styles.overview} aria-labelledby="plan-overview">
        <h2 id="plan-overview">The plan at a glance</h2>
        <p>
          {sentenceStart(countOf(totals.classes, "core class", "core classes"))} over {countOf(totals.years, "year")},
          in {countOf(totals.categories, "category", "categories")}.{" "}
          {beyond > 0
            ? `Most meet in the Sunday ${classHour}; ${countOf(beyond, "class", "classes")} beyond the ${classHour} ${beyond === 1 ? "completes" : "complete"} the core.`
            : `Each meets in the Sunday ${classHour}.`}
        </p>
        <ul className={styles.categories}>
          {plan.categories.map((category) => (
            <li key={category.name} data-hue={hue(category.name)}>
              <strong>{category.name}</strong> ({countOf(category.count, "class", "classes")}): {category.description}
            </li>
          ))}
        </ul>
      </section>
      <ol className={`${styles.years} skip-offscreen`} aria-label="Classes by year">
        {plan.years.map(({ year, classes }) => (
          <li key={year} className={styles.year}>
            <h2 className={styles.yearHeading}>Year {year}</h2>
            <ul className={styles.classes}>
              {classes.map((c) => (
                <li key={c.title} className={styles.class} data-hue={hue(c.category)}>
                  <span className={styles.category}>{c.category}</span> <span className={styles.title}>{c.title}</span>
                  {c.beyondClassHour && (
                    <>
                      {" "}
                      <span className={styles.beyond}>
                        Beyond the {classHour}: {c.beyondClassHour}
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
