import { Fragment } from "react";
import styles from "./action-buttons.module.css";

/** A row of buttons; the first is the main one. */
export function ActionButtons({ actions }: { actions: { label: string; href: string }[] }) {
  if (actions.length === 0) return null;
  return (
    <p className={styles.actions}>
      {/* A space between the links, so that without styles their words do not run together. */}
      {actions.map((action, i) => (
        <Fragment key={action.label}>
          {i > 0 && " "}
          <a href={action.href} className={i === 0 ? "button" : "button button-secondary"}>
            {action.label}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
