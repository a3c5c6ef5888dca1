import type { ReactNode } from "react";
import { ActionButtons } from "~/components/ui/action-buttons";
import { CardGrid } from "~/components/ui/card-grid";
import { PageIntro } from "~/components/ui/page-intro";
import { SocialFeed } from "~/components/ui/social-feed";
import type { MinistryData } from "./ministry-view";
import { MinistrySections } from "./ministry-sections";
import styles from "./ministry-page.module.css";

/** Props of {@link MinistryPage}. */
export interface MinistryPageProps {
  title: string;
  intro: string[];
  ministry: MinistryData;
  /** What only this ministry has (care groups, the education plan), shown after its sections. */
  children?: ReactNode;
  /** Whether `children` is a grid of cards, which takes the page's whole width, not text. */
  wideChildren?: boolean;
}

/** A ministry: when it meets and whom to ask beside its text, then its cards, feed and buttons. */
export function MinistryPage({ title, intro, ministry, children, wideChildren = false }: MinistryPageProps) {
  const { meetings, sections, cards, socialFeed, actions, contact } = ministry;
  const hasAside = meetings.length > 0 || contact;
  // Cards and feeds take the whole width below the text and the aside; text stays in its column,
  // and so do the buttons when nothing wide comes before them.
  const wide = Boolean(cards || socialFeed || (children && wideChildren));
  return (
    <>
      <PageIntro title={title} intro={intro} />
      <div className="page">
        {/* The aside keeps beside the text while it scrolls, within this grid only: the cards and
            feed below it are outside, so it never slides over them. */}
        <div className={hasAside ? styles.layout : undefined}>
          {hasAside && (
            <aside className={styles.aside} aria-label={`${title} at a glance`}>
              {meetings.length > 0 && (
                <>
                  <h2 className={styles.asideHeading}>When we meet</h2>
                  <dl className={styles.meetings}>
                    {meetings.map((m) => (
                      <div key={`${m.name}-${m.when}`}>
                        <dt>{m.name}</dt>
                        <dd>
                          {m.when}, <span className={styles.time}>{m.time}</span>
                        </dd>
                        {m.note && <dd className={styles.note}>{m.note}</dd>}
                      </div>
                    ))}
                  </dl>
                </>
              )}
              {contact && (
                <p className={styles.contact}>
                  Questions? Ask {contact.name}:{" "}
                  <a href={`mailto:${contact.email}`}>{contact.viaOffice ? "email the office" : contact.email}</a>
                </p>
              )}
            </aside>
          )}
          <div className={styles.main}>
            <MinistrySections sections={sections} />
            {!wideChildren && children}
            {!wide && <ActionButtons actions={actions} />}
          </div>
        </div>
        {wide && (
          <div className={styles.wide}>
            {cards && <CardGrid cards={cards} headingLevel={2} />}
            {wideChildren && children}
            {socialFeed && (
              <SocialFeed
                widgetId={socialFeed.widgetId}
                title={`${title} on social media`}
                profile={socialFeed.profile}
              />
            )}
            <ActionButtons actions={actions} />
          </div>
        )}
      </div>
    </>
  );
}
