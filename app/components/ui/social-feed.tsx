import { useContext } from "react";
import { feedFrameAddress, feedFrameSandbox } from "~/lib/feed-frame";
import { FrameScripts } from "./frame-script";
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
 * feed's frame (app/lib/feed-frame.ts), sandboxed with an opaque origin, which waits in a
 * `<template>` in the room. The inline script after the feed (social-feed.enhance.ts) puts it in
 * once the page has painted, gives it the feed's height, or puts the message of the section's own
 * `<template>` in its place when the feed does not appear. The page fetches no script for it.
 */
export function SocialFeed({ widgetId, title, profile }: SocialFeedProps) {
  const { feed: script } = useContext(FrameScripts);
  return (
    <section className={styles.feed} aria-labelledby={`feed-${widgetId}`} data-feed="">
      <h2 id={`feed-${widgetId}`}>{title}</h2>
      <p>
        <a href={profile.url}>{profile.label}</a>
      </p>
      <div className={styles.widget} data-feed-box="">
        {/* Inert until the script puts it in the box: a frame in the page's markup would be made
            while the page is parsed, in the way of its first paint. */}
        <template>
          <iframe
            src={`${feedFrameAddress}#${encodeURIComponent(widgetId)}`}
            title={title}
            loading="lazy"
            sandbox={feedFrameSandbox.join(" ")}
          />
        </template>
      </div>
      <template>
        <p className={styles.unavailable}>
          The feed could not be loaded here. <a href={profile.url}>{profile.label}</a> shows the latest posts.
        </p>
      </template>
      {script && <script dangerouslySetInnerHTML={{ __html: script }} />}
    </section>
  );
}
