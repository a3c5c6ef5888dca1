import styles from "./social-feed.module.css";

/** Props of {@link SocialFeed}. */
export interface SocialFeedProps {
  /** The feed provider's script, from the site config. */
  script: string;
  /** The provider's widget id. */
  widgetId: string;
  /** Heading of the feed, such as "Women's Ministry on social media". */
  title: string;
  /** The ministry's own page, for when the feed is blocked or slow. */
  profile: { label: string; url: string };
}

/**
 * A social media feed drawn by the provider's script into a placeholder element;
 * social-feed.enhance.ts adds the script, once per page, and puts the `<template>`'s message in
 * the placeholder when the feed does not appear.
 */
export function SocialFeed({ script, widgetId, title, profile }: SocialFeedProps) {
  return (
    <section
      className={styles.feed}
      aria-labelledby={`feed-${widgetId}`}
      data-module="social-feed"
      data-script={script}
    >
      <h2 id={`feed-${widgetId}`}>{title}</h2>
      <p>
        <a href={profile.url}>{profile.label}</a>
      </p>
      <div className={`elfsight-app-${widgetId} ${styles.widget}`} data-elfsight-app-lazy="" />
      <template>
        <p className={styles.unavailable}>
          The feed could not be loaded here. <a href={profile.url}>{profile.label}</a> shows the latest posts.
        </p>
      </template>
    </section>
  );
}
