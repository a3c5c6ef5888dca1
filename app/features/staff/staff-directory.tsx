import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { StaffDirectoryGroup } from "./staff-directory.server";
import styles from "./staff-directory.module.css";

type Person = StaffDirectoryGroup["people"][number];

/** The columns a group of the directory spans on a wide screen: one a person, five at most. */
const columns = 5;

/**
 * The photos that load with the page: the five of a wide screen's first row, which also covers a
 * phone's first screen. The others are lazy, fetched once the first layout has placed them near
 * the screen. All nine photos of a phone's first 2,000 px fetched with the page made its first
 * frame (style, layout and the font look-ups that the browser process answers while it is also
 * loading them) about twice as long, a long task after the first paint in most Lighthouse runs;
 * two made each lazy photo's start (a microtask that Lighthouse counts as script) cost more than
 * the frame saved. Five: long tasks in 2 of 7 runs against 4 of 7 for nine, own script 16 ms
 * against 12 (one interleaved bench, this machine).
 */
const photosAtOnce = 5;

/**
 * Every group of the staff directory with a card for each person. On a wide screen a group takes
 * as many of the five columns as it has people, so small groups share a row instead of leaving
 * most of it empty.
 */
export function StaffDirectory({ groups }: { groups: StaffDirectoryGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group, i) => {
        const before = groups.slice(0, i).reduce((n, g) => n + g.people.length, 0);
        return <StaffGroup key={group.id} group={group} eagerPhotos={photosAtOnce - before} />;
      })}
    </div>
  );
}

/** A group's heading, description and cards; its first `eagerPhotos` photos load with the page. */
function StaffGroup({ group, eagerPhotos }: { group: StaffDirectoryGroup; eagerPhotos: number }) {
  return (
    <section className={styles.group} aria-labelledby={group.id} data-span={Math.min(group.people.length, columns)}>
      <h2 id={group.id} className={styles.heading}>
        <span className={styles.prefix}>{group.prefix}</span> {group.suffix}
      </h2>
      {group.description && <p className={styles.description}>{group.description}</p>}
      <ul className={`${styles.people} skip-offscreen`}>
        {group.people.map((person, i) => (
          <StaffCard key={person.name} person={person} eager={i < eagerPhotos} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A person's photo, name and title. The photo and the text link below it lead to the same place;
 * the photo is hidden from screen readers and the keyboard so that place is announced once.
 */
function StaffCard({ person, eager }: { person: Person; eager: boolean }) {
  const { link } = person;
  const photo = (
    <ResponsivePicture
      image={person.image}
      alt=""
      sizes="(min-width: 992px) 13rem, (min-width: 576px) 30vw, 45vw"
      loading={eager ? "eager" : "lazy"}
      // Fetched at once but after what the first paint needs: the page's text is its largest paint.
      fetchPriority={eager ? "low" : undefined}
      className={styles.photo}
    />
  );
  const text = (
    <>
      {link.action} <span className="visually-hidden">{link.subject}</span>
    </>
  );
  return (
    <li className={styles.card}>
      <a href={link.href} tabIndex={-1} aria-hidden="true" className={styles.photoLink}>
        {photo}
      </a>
      <h3 className={styles.name}>{person.name}</h3>
      <p className={styles.title}>{person.title}</p>
      <p className={styles.action}>
        <a href={link.href}>{text}</a>
      </p>
    </li>
  );
}
