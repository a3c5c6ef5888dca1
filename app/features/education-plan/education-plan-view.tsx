import type { PlanByYear } from "~/lib/education-plan";
import styles from "./education-plan-view.module.css";

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const spell = (n: number) => numberWords[n] ?? String(n);

/** The six-year path through the core classes, year by year, with each class's category. */
export function EducationPlanView({ plan }: { plan: PlanByYear }) {
  const { totals } = plan;
  return (
    <>
      <section className={styles.overview} aria-labelledby="plan-overview">
        <h2 id="plan-overview">The plan at a glance</h2>
        <p>
          {totals.classes} core classes over {spell(totals.years)} years, in {spell(totals.categories)} categories. Most
          meet in the Sunday Discipleship Hour; {totals.beyondDiscipleshipHour} classes beyond the Discipleship Hour
          complete the core.
        </p>
        <ul className={styles.categories}>
          {plan.categories.map((category) => (
            <li key={category.name} data-category={category.name}>
              <strong>{category.name}</strong> ({category.count} classes): {category.description}
            </li>
          ))}
        </ul>
      </section>
      <ol className={styles.years} aria-label="Classes by year">
        {plan.years.map(({ year, classes }) => (
          <li key={year} className={styles.year}>
            <h2 className={styles.yearHeading}>Year {year}</h2>
            <ul className={styles.classes}>
              {classes.map((c) => (
                <li key={c.title} className={styles.class} data-category={c.category}>
                  <span className={styles.category}>{c.category}</span> <span className={styles.title}>{c.title}</span>
                  {c.beyondDiscipleshipHour && (
                    <>
                      {" "}
                      <span className={styles.beyond}>Beyond the Discipleship Hour: {c.beyondDiscipleshipHour}</span>
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
