import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { StaffDirectoryGroup } from "./staff-directory.server";
import styles from "./staff-directory.module.css";

type Person = StaffDirectoryGroup["people"][number];

/** Every group of the staff directory with a card for each person. */
export function StaffDirectory({ groups }: { groups: StaffDirectoryGroup[] }) {
  return groups.map((group, i) => (
    <section key={group.id} className={styles.group} aria-labelledby={group.id}>
      <h2 id={group.id} className={styles.heading}>
        <span className={styles.prefix}>{group.prefix}</span> {group.suffix}
      </h2>
      {group.description && <p className={styles.description}>{group.description}</p>}
      <ul className={styles.people}>
        {group.people.map((person) => (
          // The first group is in view when the page opens, so its photos load at once.
          <StaffCard key={person.name} person={person} eager={i === 0} />
        ))}
      </ul>
    </section>
  ));
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
