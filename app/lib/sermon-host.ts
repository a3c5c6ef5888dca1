/**
 * Where a church's sermons live outside the site: an archive service (SermonAudio and the like),
 * a podcast host, or a video channel. The settings name what the church uses; the rest is read
 * from the feed's own addresses.
 */
import type { SiteConfig } from "../../content/schema/site-config.ts";

type Links = SiteConfig["links"];

/** An address of the sermon host for one speaker's messages, from a template with {speaker} in it. */
export function speakerUrl(template: string, speaker: string): string {
  return template.replaceAll("{speaker}", encodeURIComponent(speaker));
}

/** Whether a feed's address is a YouTube channel's (or playlist's) feed of videos, not a podcast. */
export const isVideoFeed = (address: string): boolean => /^https:\/\/(www\.)?youtube\.com\/feeds\//i.test(address);

/**
 * The name a sermon's own page is "on", as visitors know the site: the sermon host's name from the
 * settings, YouTube, or the page's domain (a podcast host's, such as buzzsprout.com).
 */
export function sermonSourceName(host: Links["sermonHost"], page: string | undefined): string {
  if (host) return host.name;
  if (!page) return "the podcast";
  const name = new URL(page).hostname.replace(/^www\./, "");
  return /(^|\.)(youtube\.com|youtu\.be)$/.test(name) ? "YouTube" : name;
}

export interface SubscribeLink {
  label: string;
  href: string;
}

/**
 * Where a visitor follows the sermons in an app: Apple Podcasts and Spotify as the settings give
 * them, and the podcast's feed (the sermon feed itself, unless the settings name another or the
 * feed is a video channel's).
 */
export function subscribeLinks(podcast: Links["podcast"], feed: string | undefined): SubscribeLink[] {
  const rss = podcast?.rss ?? (feed && !isVideoFeed(feed) ? feed : undefined);
  return [
    podcast?.applePodcasts && { label: "Apple Podcasts", href: podcast.applePodcasts },
    podcast?.spotify && { label: "Spotify", href: podcast.spotify },
    rss && { label: "RSS feed", href: rss },
  ].filter((link): link is SubscribeLink => Boolean(link));
}
