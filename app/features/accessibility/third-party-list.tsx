import type { ThirdParty } from "~/site/third-parties.server";
import styles from "./third-party-list.module.css";

/** Props of {@link ThirdPartyList}. */
export interface ThirdPartyListProps {
  items: ThirdParty[];
}

/** The accessibility statement's content from other services: what each may not meet, where it is, and its link. */
export function ThirdPartyList({ items }: ThirdPartyListProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <div key={item.heading} className={styles.item}>
          <h3>{item.heading}</h3>
          <p>{item.limits}</p>
          {item.where.length > 0 && (
            <p>
              On this site:{" "}
              {item.where.map((page, i) => (
                <span key={page.href + page.label}>
                  {i > 0 && ", "}
                  <a href={page.href}>{page.label}</a>
                </span>
              ))}
              .
            </p>
          )}
          <p>
            {item.where.length > 0 ? "The same on its own site: " : "On its own site: "}
            {item.links.map((link, i) => (
              <span key={link.href}>
                {i > 0 && ", "}
                <a href={link.href}>{link.label}</a>
              </span>
            ))}
            .
          </p>
        </div>
      ))}
    </div>
  );
}
