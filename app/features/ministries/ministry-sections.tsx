import type { MinistryData } from "./ministry-view";
import styles from "./ministry-page.module.css";
import { slugify } from "~/lib/slugify";

/** A ministry's sections: paragraphs, then any points, links and people. */
export function MinistrySections({ sections }: { sections: MinistryData["sections"] }) {
  return sections.map((section) => (
    <section key={section.heading} className={styles.section}>
      <h2 id={slugify(section.heading)}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul className={styles.points}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.links && (
        <ul className={styles.entries}>
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.entryTitle}>
                {link.title}
              </a>
              {link.description && <p>{link.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {section.people && (
        <ul className={styles.entries}>
          {section.people.map((person) => (
            <li key={person.name}>
              <span className={styles.entryTitle}>{person.name}</span>
              {person.role && (
                <>
                  {" "}
                  <span className={styles.role}>{person.role}</span>
                </>
              )}
              {person.description && <p>{person.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}
