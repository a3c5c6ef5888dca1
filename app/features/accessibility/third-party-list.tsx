import type { StatementLink, ThirdParty } from "~/site/third-parties.server";
import styles from "./third-party-list.module.css";

/** Props of {@link ThirdPartyList}. */
export interface ThirdPartyListProps {
  items: ThirdParty[];
}

/** A sentence of links: "On this site: Sermons, Staff & Leadership." */
function Links({ lead, links }: { lead: string; links: StatementLink[] }) {
  return (
    <p>
      {lead}
      {links.map((link, i) => (
        <span key={link.href + link.label}>
          {i > 0 && ", "}
          <a href={link.href}>{link.label}</a>
        </span>
      ))}
      .
    </p>
  );
}

/** The accessibility statement's content from other services: what each may not meet, where it is, and its link. */
export function ThirdPartyList({ items }: ThirdPartyListProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <div key={item.heading} className={styles.item}>
          <h3>{item.heading}</h3>
          <p>{item.limits}</p>
          {item.where.length > 0 && <Links lead="On this site: " links={item.where} />}
          <Links lead={item.where.length > 0 ? "The same on its own site: " : "On its own site: "} links={item.links} />
        </div>
      ))}
    </div>
  );
}
