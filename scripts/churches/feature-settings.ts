/**
 * The site settings a feature's page needs that no file of the feature can give: the church's own
 * addresses, which the content check asks for after `npm run add-feature` (a live stream's, a
 * sermon feed's, a calendar's). Tests add a feature to a church with these, as its office would
 * add its own.
 */
import { parse, stringify } from "yaml";
import type { ContentTree } from "../../app/lib/content/content-tree.ts";

/** Addresses under `links` and `feeds` of content/site-config.yaml, by feature. */
const settingsFor: Record<string, { links?: Record<string, unknown>; feeds?: Record<string, string> }> = {
  livestream: {
    links: {
      liveStreamEmbed: "https://www.youtube-nocookie.com/embed/live_stream?channel=UCx",
      videoChannel: "https://www.youtube.com/@alder",
    },
  },
  // A podcast alone: the sermons page lists its feed and offers it to subscribe to.
  sermons: { feeds: { sermons: "https://feeds.buzzsprout.com/1234567.rss" } },
  events: { feeds: { calendar: "https://alder.churchcenter.com/calendar/feed.ics" } },
};

/** The church's content with the settings `feature` needs added to its site settings. */
export function withFeatureSettings(tree: ContentTree, feature: string): Map<string, string> {
  const needs = settingsFor[feature];
  if (!needs) return new Map(tree);
  const site = parse(tree.get("content/site-config.yaml")!) as Record<string, Record<string, unknown> | undefined>;
  if (needs.links) site["links"] = { ...site["links"], ...needs.links };
  if (needs.feeds) site["feeds"] = { ...site["feeds"], ...needs.feeds };
  return new Map([...tree, ["content/site-config.yaml", stringify(site)]]);
}
