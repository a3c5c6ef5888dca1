import { SermonList } from "~/components/ui/sermon-list";
import type { SermonView } from "~/lib/sermons/sermon-views";
import styles from "./home.module.css";

/** Props of {@link LatestSermonSection}. */
export interface LatestSermonSectionProps {
  sermon: SermonView;
  hostName: string;
  /** The sermons page, with the latest and the host's archive. */
  sermonsPage: string;
}

/** "Latest Sermon": the newest sermon of the church's feed, with its player. Anchor #latest-sermon. */
export function LatestSermonSection({ sermon, hostName, sermonsPage }: LatestSermonSectionProps) {
  return (
    <section id="latest-sermon" className={styles.section} aria-labelledby="latest-sermon-heading">
      <div className={styles.inner}>
        <h2 id="latest-sermon-heading">Latest Sermon</h2>
        <SermonList sermons={[sermon]} hostName={hostName} path="/" />
        <p className={styles.lead}>
          <a href={sermonsPage}>More sermons</a>
        </p>
      </div>
    </section>
  );
}
