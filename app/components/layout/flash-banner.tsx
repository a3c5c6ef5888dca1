import { untilAttributes } from "~/lib/notices";
import { useAtTop } from "./use-at-top";
import styles from "./flash-banner.module.css";

/** Props of {@link FlashBanner}. */
export interface FlashBannerProps {
  /** Sanitized at build time: links and emphasis only. */
  html: string;
  /** The notice's last day; the page hides it after that day even if it was built before. */
  showUntil?: string;
}

/** The notice above the header: shown at the top of the page, out of the way once the visitor scrolls. */
export function FlashBanner({ html, showUntil }: FlashBannerProps) {
  const atTop = useAtTop();
  if (!html) return null;
  return (
    <section className={styles.banner} aria-label="Announcement" hidden={!atTop} {...untilAttributes({ showUntil })}>
      <p className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
