/**
 * A YouTube channel's feed (Atom) of a generated church whose sermons are videos, written from the
 * starter's podcast: each sermon a video with its title, day, page and description, as YouTube
 * writes them. The channel names itself as every video's author, as YouTube does.
 */
import type { Sermon } from "../../app/lib/sermons/sermon-feed.ts";

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The feed of `channel`'s videos, one for each sermon, each with an id of 11 letters made from its place. */
export function videoFeed(channel: string, sermons: readonly Sermon[]): string {
  const entries = sermons.map((sermon, i) => {
    const id = `v${String(i).padStart(10, "0")}`;
    return [
      "  <entry>",
      `    <id>yt:video:${id}</id>`,
      `    <yt:videoId>${id}</yt:videoId>`,
      `    <title>${escaped(sermon.title)}</title>`,
      `    <link rel="alternate" href="https://www.youtube.com/watch?v=${id}"/>`,
      `    <author><name>${escaped(channel)}</name></author>`,
      `    <published>${new Date(sermon.published).toISOString()}</published>`,
      "    <media:group>",
      `      <media:title>${escaped(sermon.title)}</media:title>`,
      `      <media:description>${escaped(sermon.summary.join("\n\n"))}</media:description>`,
      "    </media:group>",
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escaped(channel)}</title>`,
    `  <author><name>${escaped(channel)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
