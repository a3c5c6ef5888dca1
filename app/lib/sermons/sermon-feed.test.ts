import { describe, expect, it } from "vitest";
import { durationSeconds, readSermonFeed } from "./sermon-feed";

const feed = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
<title>Juniper Creek Bible Church</title>
<itunes:author>Juniper Creek Bible Church</itunes:author>
${items}
</channel>
</rss>
`;

const romans = `<item>
  <title>No Condemnation</title>
  <pubDate>Sun, 08 Nov 2026 15:00:00 GMT</pubDate>
  <guid isPermaLink="false">sa-1108261</guid>
  <link>https://www.sermonaudio.com/sermons/1108261</link>
  <itunes:author>Ann Lee</itunes:author>
  <itunes:subtitle>Rom. 8:1-4</itunes:subtitle>
  <category>Romans: The Gospel of God</category>
  <itunes:duration>41:30</itunes:duration>
  <enclosure url="https://media.sermonaudio.com/1108261.mp3" length="39845000" type="audio/mpeg"/>
  <description><![CDATA[<p>Why there is <b>no</b> condemnation &amp; what follows.</p><p>Second paragraph.</p>]]></description>
</item>`;

const read = (text: string) => {
  const reading = readSermonFeed(text, "sermons.xml");
  if (!reading.ok) throw new Error(reading.problem);
  return reading.sermons;
};

describe("readSermonFeed", () => {
  it("reads a sermon's title, date, speaker, passage, series, length, recording and page", () => {
    expect(read(feed(romans))).toEqual([
      {
        id: "sa-1108261",
        title: "No Condemnation",
        published: Date.parse("2026-11-08T15:00:00Z"),
        speaker: "Ann Lee",
        passage: { book: "Romans", chapter: 8, label: "Romans 8:1–4" },
        series: "Romans: The Gospel of God",
        seconds: 2490,
        audio: { url: "https://media.sermonaudio.com/1108261.mp3", type: "audio/mpeg" },
        page: "https://www.sermonaudio.com/sermons/1108261",
        summary: ["Why there is no condemnation & what follows.", "Second paragraph."],
      },
    ]);
  });

  it("takes what a feed leaves out as missing, finds a passage in the title, and lists the newest first", () => {
    const sermons = read(
      feed(`<item><title>Older: the Shepherd (Psalm 23)</title><pubDate>Sun, 01 Mar 2026 15:00:00 GMT</pubDate>
        <podcast:season number="2" name="Psalms of Trust"/></item>
        <item><title>A Guest Speaks</title><pubDate>Sun, 04 Oct 2026 15:00:00 GMT</pubDate><link>not an address</link></item>`),
    );
    expect(sermons.map((s) => s.title)).toEqual(["A Guest Speaks", "Older: the Shepherd (Psalm 23)"]);
    expect(sermons[0]).toEqual({
      id: "A Guest Speaks@" + Date.parse("2026-10-04T15:00:00Z"),
      title: "A Guest Speaks",
      published: Date.parse("2026-10-04T15:00:00Z"),
      summary: [],
    });
    expect(sermons[1]).toMatchObject({ passage: { label: "Psalm 23" }, series: "Psalms of Trust" });
  });

  it("reads a YouTube channel's feed: each video's title, date, page and description, the channel not as a speaker", () => {
    const channel = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <title>Juniper Creek Bible Church</title>
 <author><name>Juniper Creek Bible Church</name></author>
 <entry>
  <id>yt:video:a1B2c3D4e5F</id>
  <yt:videoId>a1B2c3D4e5F</yt:videoId>
  <title>Hope That Does Not Shame | Romans 5:1-5</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=a1B2c3D4e5F"/>
  <author><name>Juniper Creek Bible Church</name></author>
  <published>2026-11-15T17:02:11+00:00</published>
  <updated>2026-11-16T09:00:00+00:00</updated>
  <media:group>
   <media:title>Hope That Does Not Shame</media:title>
   <media:description>Sunday morning at Juniper Creek &amp; friends.</media:description>
  </media:group>
 </entry>
 <entry>
  <id>yt:video:z9Y8x7W6v5U</id>
  <title>Guest Preacher: Finishing Well</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=z9Y8x7W6v5U"/>
  <author><name>Tom Reyes</name></author>
  <published>2026-11-22T17:00:00+00:00</published>
 </entry>
</feed>`;
    const sermons = read(channel);
    expect(sermons.map((sermon) => sermon.title)).toEqual([
      "Guest Preacher: Finishing Well",
      "Hope That Does Not Shame | Romans 5:1-5",
    ]);
    expect(sermons[1]).toEqual({
      id: "yt:video:a1B2c3D4e5F",
      title: "Hope That Does Not Shame | Romans 5:1-5",
      published: Date.parse("2026-11-15T17:02:11Z"),
      passage: expect.objectContaining({ book: "Romans", label: "Romans 5:1–5" }),
      page: "https://www.youtube.com/watch?v=a1B2c3D4e5F",
      summary: ["Sunday morning at Juniper Creek & friends."],
    });
    expect(sermons[0]).toMatchObject({ speaker: "Tom Reyes", summary: [] });
  });

  it("reads an empty channel as no sermons", () => {
    expect(read(feed(""))).toEqual([]);
  });

  it.each([
    ["<!DOCTYPE html><html><body>Sign in</body></html>", "sermons.xml:1: this is a web page, not a podcast feed"],
    [feed(romans).slice(0, 400), "sermons.xml:9: <item> is never closed: the file is cut short"],
    [feed(romans.replace("</item>", "")), "sermons.xml:18: the feed is not well-formed XML (unexpected close tag.)"],
    [
      '<?xml version="1.0"?>\n<channel><item/></channel>',
      "sermons.xml:2: a podcast feed is <rss> with a <channel> (or a video feed <feed>), not <channel>",
    ],
    ['<?xml version="1.0"?>\n<feed>\n<entry/></feed>', "sermons.xml:3: an <entry> has no <title>"],
    [feed("<item><pubDate>Sun, 01 Mar 2026 15:00:00 GMT</pubDate></item>"), "sermons.xml:6: an <item> has no <title>"],
    [feed("<item><title>Hope</title></item>"), 'sermons.xml:6: "Hope" has no date (<pubDate>)'],
    [
      feed("<item><title>Hope</title>\n<pubDate>last Sunday</pubDate></item>"),
      'sermons.xml:7: "Hope": "last Sunday" is not a date',
    ],
    [
      feed(
        '<item><title>Hope</title><pubDate>Sun, 01 Mar 2026 15:00:00 GMT</pubDate><enclosure url="javascript:alert(1)"/></item>',
      ),
      'sermons.xml:6: "Hope": the recording\'s address (<enclosure url>) is not a web address',
    ],
    [
      feed(
        '<item><title>Hope</title><pubDate>Sun, 01 Mar 2026 15:00:00 GMT</pubDate><enclosure url="https://media.evil.example;sandbox/x.mp3"/></item>',
      ),
      'sermons.xml:6: "Hope": the recording\'s address (<enclosure url>) is not a web address',
    ],
    [feed(`${romans}\n${romans}`), 'sermons.xml:18: "No Condemnation" has the same id (<guid>) as the item of line 6'],
    ["", "sermons.xml:1: the file is empty"],
  ])("refuses a broken feed with its line: %#", (text, problem) => {
    const reading = readSermonFeed(text, "sermons.xml");
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toContain(problem);
  });
});

describe("a sermon feed's limits (app/lib/feed-limits.ts)", () => {
  const item = (n: number, speaker = "Ann Lee") =>
    `<item><title>Sermon ${n}</title><pubDate>Sun, 08 Nov 2026 15:00:00 GMT</pubDate><guid>${n}</guid><itunes:author>${speaker}</itunes:author></item>`;
  const problem = (text: string) => {
    const reading = readSermonFeed(text, "sermons.xml");
    return reading.ok ? undefined : reading.problem;
  };

  it("reads 5,000 sermons and refuses one more", () => {
    const many = Array.from({ length: 5000 }, (_, i) => item(i)).join("\n");
    expect(problem(feed(many))).toBeUndefined();
    expect(problem(feed(`${many}\n${item(5000)}`))).toBe(
      "sermons.xml:5006: the feed has 5,001 sermons, more than the 5,000 a feed may hold",
    );
  });

  it("refuses two speakers whose pages would have one address, and a file past 32 MB", () => {
    expect(problem(feed(`${item(1, "Zoë Park")}\n${item(2, "Zoe Park")}`))).toBe(
      'sermons.xml:7: "Sermon 2": the speaker "Zoe Park" and the speaker "Zoë Park" of line 6 would have one page address (…_speaker_zoe-park): the host should write one name alike everywhere',
    );
    // "Pastor Ann Lee" is Ann Lee: one speaker, one page.
    expect(problem(feed(`${item(1, "Ann Lee")}\n${item(2, "Pastor Ann Lee")}`))).toBeUndefined();
    expect(problem(feed(`<!--${" ".repeat(33 << 20)}-->${item(1)}`))).toBe(
      "sermons.xml:1: the file is 33 MB, more than the 32 MB a feed may have",
    );
  });
});

describe("a recording's media type", () => {
  it("is the feed's when it is one, and MP3's otherwise", () => {
    const typed = (type: string) => read(feed(romans.replace('type="audio/mpeg"', `type="${type}"`)))[0]!.audio!.type;
    expect(typed("audio/mp4")).toBe("audio/mp4");
    expect(typed("audio/mpeg&quot; onerror=&quot;alert(1)")).toBe("audio/mpeg");
    expect(typed("")).toBe("audio/mpeg");
  });
});

describe("durationSeconds", () => {
  it.each([
    ["2280", 2280],
    ["38:00", 2280],
    ["1:02:03", 3723],
    ["about an hour", undefined],
    [undefined, undefined],
  ])("reads %j as %j seconds", (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });
});
