import { EventItems } from "~/components/ui/event-list";
import type { EventView } from "~/lib/events/event-weeks";
import styles from "./home.module.css";

/** Props of {@link ThisWeekSection}. */
export interface ThisWeekSectionProps {
  /** The events of the next seven days. */
  events: EventView[];
  /** The events page, when the church has one, and the whole calendar. */
  eventsPage?: string;
  calendar?: string;
}

/**
 * "This Week": the next seven days' events from the church's calendar feed, at a glance: each
 * title links to the event on the events page, which has its description (the home page, the one
 * most visitors open first, stays within the first round trip of a slow phone's connection).
 * Without an events page, the descriptions are here. Anchor #this-week. Far below the first screen,
 * its events are laid out as the visitor comes near them: the section is not skipped whole, as the
 * home page's other later sections are (home.module.css), since its height grows with the list.
 */
export function ThisWeekSection({ events, eventsPage, calendar }: ThisWeekSectionProps) {
  return (
    <section id="this-week" className={styles.section} aria-labelledby="this-week-heading">
      <div className={styles.inner}>
        <h2 id="this-week-heading">This Week</h2>
        {events.length > 0 ? (
          <EventItems events={events} headingLevel={3} detailsPage={eventsPage} skipOffscreen />
        ) : (
          <p>
            No events in the next days.
            {calendar && (
              <>
                {" "}
                <a href={calendar}>See the church calendar</a>.
              </>
            )}
          </p>
        )}
        {(eventsPage || calendar) && (
          <p className={styles.lead}>
            {eventsPage ? (
              <a href={eventsPage}>All events in the weeks ahead</a>
            ) : (
              <a href={calendar}>The church calendar</a>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
