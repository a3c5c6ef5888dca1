import { countOf } from "~/lib/counting";
import type { CareGroups } from "../../../content/schema/care-group";
import styles from "./care-group-list.module.css";

/**
 * The care groups as an accordion of native disclosure widgets: each opens and closes by click,
 * Enter or Space, announces its state, and works before any script has loaded.
 */
export function CareGroupList({ careGroups }: { careGroups: CareGroups }) {
  return (
    <section className={styles.groups} aria-labelledby="care-groups-heading">
      <h2 id="care-groups-heading">Our {countOf(careGroups.groups.length, "care group")}</h2>
      <p>
        Every group meets on the {careGroups.when}, {careGroups.time}, {careGroups.season}.
      </p>
      {careGroups.groups.map((group) => (
        <details key={group.name} className={styles.group}>
          <summary className={styles.summary}>
            <span className={styles.name}>{group.name}</span>{" "}
            <span className={styles.leaders}>Led by {group.leaders}</span>
          </summary>
          <div className={styles.body}>
            <p className={styles.area}>
              <strong>Area:</strong> {group.area}
            </p>
            {group.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
