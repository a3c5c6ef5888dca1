import type { ReactNode } from "react";
import type { EventView, EventWeek } from "~/lib/events/event-weeks";
import { isLongList } from "~/lib/long-list";
import { ContentsNav } from "./contents-nav";
import styles from "./event-list.module.css";

/**
 * The church's events by week. Each week and each event carries its last day, so the page's head
 * script hides it once that day has passed (app/lib/notices.ts), as it does a dated notice. With
 * `contents`, a wide screen also has the weeks as links beside them (a phone goes straight to the
 * first event).
 */
export function EventList({
  weeks,
  calendar,
  headingLevel = 2,
  contents = false,
  children,
}: {
  weeks: EventWeek[];
  /** The whole church calendar at the church-management service, when the church gives one. */
  calendar?: string;
  headingLevel?: 2 | 3;
  contents?: boolean;
  /** What comes before the weeks, in their column. */
  children?: ReactNode;
}) {
  const WeekHeading = `h${headingLevel}` as const;
  // The weeks are one list to the eye: its length is all their events.
  const skipOffscreen = isLongList(weeks.reduce((n, week) => n + week.events.length, 0));
  if (weeks.length === 0)
    return (
      <div className={styles.weeks}>
        {children}
        <p className={styles.none}>
          No events in the next weeks.
          {calendar && (
            <>
              {" "}
              <a href={calendar}>See the church calendar</a> for what is planned further on.
            </>
          )}
        </p>
      </div>
    );
  const list = (
    <div className={styles.weeks}>
      {children}
      {weeks.map((week) => (
        <section
          key={week.firstDay}
          className={styles.week}
          aria-labelledby={`week-${week.firstDay}`}
          data-show-until={week.lastDay}
        >
          <WeekHeading id={`week-${week.firstDay}`} className={styles.weekHeading}>
            {week.heading}
          </WeekHeading>
          <EventItems events={week.events} headingLevel={(headingLevel + 1) as 3 | 4} skipOffscreen={skipOffscreen} />
        </section>
      ))}
    </div>
  );
  if (!contents) return list;
  // The links come first, for a keyboard; the grid puts them beside the weeks.
  return (
    <div className={styles.withContents}>
      <ContentsNav
        id="weeks-heading"
        heading="The weeks ahead"
        className={styles.contents}
        entries={weeks.map((week) => ({
          href: `#week-${week.firstDay}`,
          label: week.heading,
          showUntil: week.lastDay,
        }))}
      />
      {list}
    </div>
  );
}

/**
 * Events, each with its day, time, place, description, registration and calendar file; hidden
 * after its last day. With `detailsPage` (the events page), each title links to its entry there,
 * which has the description this list leaves out: a glance at the week, not a second copy of it.
 * With `skipOffscreen` (the weeks of the events page when they hold a long list, the home page's
 * This Week), the browser lays out only those near the screen.
 */
export function EventItems({
  events,
  headingLevel,
  detailsPage,
  skipOffscreen = false,
}: {
  events: EventView[];
  headingLevel: 3 | 4;
  detailsPage?: string;
  skipOffscreen?: boolean;
}) {
  const EventHeading = `h${headingLevel}` as const;
  return (
    <ul className={skipOffscreen ? `${styles.events} skip-offscreen` : styles.events}>
      {events.map((event) => (
        <li
          key={event.id}
          className={styles.event}
          data-show-until={event.lastDay}
          {...(event.repeat ? { "data-search-skip": "" } : {})}
        >
          <EventHeading id={event.anchor} className={styles.title}>
            {event.cancelled && <span className={styles.cancelled}>Cancelled: </span>}
            {detailsPage ? <a href={`${detailsPage}#${event.anchor}`}>{event.title}</a> : event.title}
          </EventHeading>
          <p className={styles.when}>
            {event.when}
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {event.time}
          </p>
          {event.place && <p className={styles.place}>{event.place}</p>}
          {!detailsPage &&
            event.paragraphs.map((paragraph, i) => (
              <p key={i} className={styles.description}>
                {paragraph}
              </p>
            ))}
          {(event.registration || event.calendar) && (
            <p className={styles.links}>
              {event.registration && (
                <a href={event.registration.href} className="button">
                  Register<span className="visually-hidden"> for {event.title}</span>
                </a>
              )}{" "}
              {event.calendar && (
                <a
                  href={event.calendar}
                  className={styles.calendar}
                  download
                  aria-label={`Add to calendar: ${event.title}`}
                >
                  Add to calendar
                </a>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
