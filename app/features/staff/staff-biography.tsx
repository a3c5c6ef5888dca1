import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { Biography } from "./biography.server";
import styles from "./staff-biography.module.css";

/** A staff member's page: photo, name, role, biography and a button to write to them. */
export function StaffBiography({ person }: { person: Biography }) {
  return (
    <article className={`page ${styles.bio}`}>
      <ResponsivePicture
        image={person.photo}
        alt={`Portrait of ${person.name}`}
        sizes="(min-width: 768px) 18rem, 60vw"
        priority
        className={styles.photo}
      />
      <div>
        <h1 className={styles.name}>{person.name}</h1>
        <p className={styles.title}>{person.title}</p>
        {person.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <a className="button" href={`mailto:${person.email}`}>
            Email {person.name}
          </a>
        </p>
      </div>
    </article>
  );
}
