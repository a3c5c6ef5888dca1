import { ActionButtons } from "~/components/ui/action-buttons";
import { CardGrid } from "~/components/ui/card-grid";
import { ExternalEmbed } from "~/components/ui/external-embed";
import { InlineContent } from "~/components/ui/inline-content";
import { afterAttributes, untilAttributes, type NoticeDates } from "~/lib/notices";
import { videoHost, videoPageUrl } from "~/lib/video";
import type { FallPage as FallContent } from "../../../content/schema/fall";
import type { FallSectionView } from "./fall-section-view";
import styles from "./fall-page.module.css";
import { slugify } from "~/lib/slugify";

/** The fall page with each card's picture ready to show. */
export type FallPageView = Omit<FallContent, "sections" | "afterSeason"> & {
  sections: FallSectionView[];
  /** The last day of sign-ups, and whether it had passed when the site was built. */
  season: NoticeDates;
  over: boolean;
  today: string;
  afterSeason: { message: string; links: { label: string; href: string }[] };
};

/**
 * The fall ministry sign-ups: a welcome with the main video and reasons to join, then each
 * section's cards in rows of three.
 */
export function FallPage({ page }: { page: FallPageView }) {
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div>
            <h1 className={styles.title}>{page.title}</h1>
            <p className={styles.subtitle}>{page.subtitle}</p>
            <p>{page.description}</p>
            <ul className={styles.joinUs}>
              {page.joinUs.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {!page.over && (
              <p className={styles.callToAction} {...untilAttributes(page.season)}>
                {page.callToAction}
              </p>
            )}
            {page.season.showUntil && (
              <div className={styles.afterSeason} {...afterAttributes(page.season, page.today)}>
                <p>{page.afterSeason.message}</p>
                <ActionButtons actions={page.afterSeason.links} />
              </div>
            )}
          </div>
          {page.mainVideoUrl && (
            <ExternalEmbed
              src={page.mainVideoUrl}
              title={`Video: ${page.title}`}
              link={{
                href: videoPageUrl(page.mainVideoUrl),
                label: `Watch the video on ${videoHost(page.mainVideoUrl)}`,
              }}
              kind="video"
              frameClassName={styles.video}
            />
          )}
        </div>
      </div>
      <div className="page">
        {page.sections.map((section) => (
          <FallSection key={section.title} section={section} signUpUntil={page.season.showUntil} />
        ))}
      </div>
    </>
  );
}

/** One section of the fall page: its heading, its sentence and its cards. */
export function FallSection({
  section,
  signUpUntil,
}: {
  section: FallPageView["sections"][number];
  /** The last day of sign-ups; the Register links go after it. */
  signUpUntil?: string;
}) {
  return (
    <section className={styles.section} aria-label={section.title}>
      <h2 id={slugify(section.title)}>{section.title}</h2>
      {section.description && (
        <p className={styles.description}>
          <InlineContent content={section.description} />
        </p>
      )}
      <CardGrid cards={section.cards} headingLevel={3} signUpUntil={signUpUntil} />
    </section>
  );
}
