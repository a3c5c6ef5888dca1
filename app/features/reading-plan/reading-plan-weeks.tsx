import { useEffect, useState } from "react";
import { listedWeeks, localDay, parseDay } from "~/lib/reading-plan";
import styles from "./reading-plan-weeks.module.css";

/** Props of {@link ReadingPlanWeeks}. */
export interface ReadingPlanWeeksProps {
  /** The day the site was built (YYYY-MM-DD): the pre-rendered page lists the weeks around it. */
  builtOn: string;
  /** The plan's epoch Monday (YYYY-MM-DD). */
  epochMonday: string;
  /** The readings of each week of the plan, from week 1. */
  weeks: string[][];
}

/**
 * Fifteen weeks of the plan around today, each linking to its printable bookmark. The page is
 * built with the weeks around the build day; in the browser it is an island
 * (app/browser/islands.ts) that hydrates only when the visitor's week is another, and once
 * hydrated (so the first render matches the HTML) the list moves to the visitor's own today.
 */
export function ReadingPlanWeeks({ builtOn, epochMonday, weeks }: ReadingPlanWeeksProps) {
  const [today, setToday] = useState(() => parseDay(builtOn));
  useEffect(() => setToday(localDay(new Date())), []);
  const listed = listedWeeks(today, parseDay(epochMonday), weeks.length);
  const current = listed.find((w) => w.current)!;
  return (
    <>
      <section className={styles.thisWeek} aria-labelledby="this-week">
        <h2 id="this-week">
          This week:{" "}
          <span data-testid="current-week" className={styles.label}>
            {current.label}
          </span>
        </h2>
        <ul className={styles.readings}>
          {weeks[current.weekNumber - 1]?.map((reading) => (
            <li key={reading}>{reading}</li>
          ))}
        </ul>
        <p>
          <a href={current.href}>Print this week&apos;s bookmark (PNG)</a>
        </p>
      </section>
      <section aria-labelledby="weeks-heading">
        <h2 id="weeks-heading">Weeks and bookmarks</h2>
        <ol className={styles.weeks} aria-label="Reading plan weeks">
          {listed.map((w) => (
            <li key={w.monday} className={w.current ? styles.current : undefined}>
              <a href={w.href} aria-current={w.current ? "date" : undefined}>
                {w.label}
              </a>{" "}
              <span className={styles.weekReadings}>{weeks[w.weekNumber - 1]?.join(", ")}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
