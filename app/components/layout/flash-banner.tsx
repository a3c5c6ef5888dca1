import { InlineContent } from "~/components/ui/inline-content";
import type { Inline } from "~/lib/document";
import { untilAttributes } from "~/lib/notices";
import styles from "./flash-banner.module.css";

/** Props of {@link FlashBanner}. */
export interface FlashBannerProps {
  /** The notice, read from its Markdown at build time: text, links and emphasis. */
  content: Inline[];
  /** The notice's last day; the page hides it after that day even if it was built before. */
  showUntil?: string;
}

/**
 * The notice above the header. Hiding it once the visitor scrolls is flash-banner.enhance.ts,
 * attached in the browser through `data-module`.
 */
export function FlashBanner({ content, showUntil }: FlashBannerProps) {
  if (content.length === 0) return null;
  return (
    <section
      className={styles.banner}
      aria-label="Announcement"
      data-module="flash-banner"
      {...untilAttributes({ showUntil })}
    >
      <p className={styles.text}>
        <InlineContent content={content} />
      </p>
    </section>
  );
}
