import styles from "./action-buttons.module.css";

/** A row of buttons; the first is the main one. */
export function ActionButtons({ actions }: { actions: { label: string; href: string }[] }) {
  if (actions.length === 0) return null;
  return (
    <p className={styles.actions}>
      {actions.map((action, i) => (
        <a key={action.label} href={action.href} className={i === 0 ? "button" : "button button-secondary"}>
          {action.label}
        </a>
      ))}
    </p>
  );
}
