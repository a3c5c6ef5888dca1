import styles from "./social-feed.module.css";

/** Props of {@link SocialFeed}. */
export interface SocialFeedProps {
  /** The provider's widget id. */
  widgetId: string;
  /** Heading of the feed, such as "Women's Ministry on social media"; also the frame's title. */
  title: string;
  /** The ministry's own page, for when the feed is blocked or slow. */
  profile: { label: string; url: string };
}

/**
 * A social media feed: a heading, the link to the ministry's own page, and the room for the
 * feed, into which social-feed.enhance.ts puts the feed's sandboxed frame (app/lib/feed-frame.ts),
 * or the `<template>`'s message when the feed does not appear.
 */
export function SocialFeed({ widgetId, title, profile }: SocialFeedProps) {
  return (
    <section
      className={styles.feed}
      aria-labelledby={`feed-${widgetId}`}
      data-module="social-feed"
      data-widget={widgetId}
    >
      <h2 id={`feed-${widgetId}`}>{title}</h2>
      <p>
        <a href={profile.url}>{profile.label}</a>
      </p>
      <div className={styles.widget} data-feed-box="" />
      <template>
        <p className={styles.unavailable}>
          The feed could not be loaded here. <a href={profile.url}>{profile.label}</a> shows the latest posts.
        </p>
      </template>
    </section>
  );
}
