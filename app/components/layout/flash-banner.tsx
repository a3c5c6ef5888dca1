import { untilAttributes } from "~/lib/notices";
import styles from "./flash-banner.module.css";

/** Props of {@link FlashBanner}. */
export interface FlashBannerProps {
  /** Sanitized at build time: links and emphasis only. */
  html: string;
  /** The notice's last day; the page hides it after that day even if it was built before. */
  showUntil?: string;
}

/**
 * The notice above the header. Hiding it once the visitor scrolls is flash-banner.enhance.ts,
 * attached in the browser through `data-module`.
 */
export function FlashBanner({ html, showUntil }: FlashBannerProps) {
  if (!html) return null;
  return (
    <section
      className={styles.banner}
      aria-label="Announcement"
      data-module="flash-banner"
      {...untilAttributes({ showUntil })}
    >
      <p className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
