// @vitest-environment node
/**
 * `npm run feeds` against a local stub of a church-management service: a good feed is kept, and
 * each bad answer leaves the kept copy as it was, with one line naming the feed and the fault.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchFeeds } from "./fetch-feeds";

const calendar = (events: string) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Stub//EN", events, "END:VCALENDAR", ""].filter(Boolean).join("\r\n");
const good = calendar(
  ["BEGIN:VEVENT", "UID:1@stub", "SUMMARY:Work day", "DTSTART;VALUE=DATE:20261114", "END:VEVENT"].join("\r\n"),
);
const podcast = (items: string) =>
  `<?xml version="1.0"?>\n<rss version="2.0">\n<channel>\n<title>Stub</title>\n${items}\n</channel>\n</rss>\n`;
const goodSermons = podcast(
  "<item><title>Hope</title><pubDate>Sun, 08 Nov 2026 15:00:00 GMT</pubDate><guid>1</guid></item>",
);
/** A YouTube channel's feed of its videos (Atom), which a church whose sermons are videos names. */
const channel = `<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<title>Stub</title>\n<entry><id>yt:video:1</id><title>Hope</title><published>2026-11-08T15:00:00+00:00</published></entry>\n</feed>\n`;
/** Feeds a build would refuse: each must be refused before it is kept. */
const event = (uid: string, lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTART:20260823T150000Z", ...lines, "END:VEVENT"].join("\r\n");
const sermon = (title: string, series: string) =>
  `<item><title>${title}</title><pubDate>Sun, 08 Nov 2026 15:00:00 GMT</pubDate><guid>${title}</guid><category>${series}</category></item>`;
const hostile: Record<string, string> = {
  "/minutely.ics": calendar(event("m@stub", ["SUMMARY:Bells", "RRULE:FREQ=MINUTELY"])),
  "/long.ics": calendar(event("l@stub", ["SUMMARY:Talk", `DESCRIPTION:${"Words. ".repeat(60_000)}`])),
  "/sermons-colliding.xml": podcast(`${sermon("One", "Grace &amp; Truth")}\n${sermon("Two", "Grace, Truth")}`),
  "/sermons-long.xml": podcast(
    `<item><title>Notes</title><pubDate>Sun, 08 Nov 2026 15:00:00 GMT</pubDate><description>${"&lt;p&gt;x&lt;/p&gt;".repeat(50_000)}</description></item>`,
  ),
};
const answers: Record<string, [number, string]> = {
  ...Object.fromEntries(Object.entries(hostile).map(([path, body]) => [path, [200, body] as [number, string]])),
  "/sermons.xml": [200, goodSermons],
  "/videos.xml": [200, channel],
  "/sermons-broken.xml": [503, "Service Unavailable"],
  "/sermons-sign-in.xml": [200, "<!DOCTYPE html>\n<html><head><title>Sign in</title></head></html>\n"],
  "/sermons-cut.xml": [200, goodSermons.slice(0, goodSermons.indexOf("</channel>"))],
  "/sermons-empty.xml": [200, podcast("")],
  "/good.ics": [200, good],
  "/broken.ics": [500, "Internal Server Error"],
  "/sign-in.ics": [200, "<!DOCTYPE html>\n<html><head><title>Sign in</title></head></html>\n"],
  "/cut.ics": [200, good.slice(0, good.indexOf("END:VEVENT"))],
  "/empty.ics": [200, calendar("")],
};

const bomb = gzipSync(Buffer.alloc(64 << 20, " "), { level: 9 });
let server: Server;
let origin: string;
let root: string;
const kept = "BEGIN:VCALENDAR\r\nKEPT\r\n";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/huge.xml") {
      // 50 MB, sent as it is made, with no length ahead.
      response.writeHead(200, { "content-type": "application/rss+xml" });
      const piece = Buffer.alloc(1 << 20, " ");
      let sent = 0;
      const more = () => {
        while (sent < 50 && response.write(piece)) sent += 1;
        if (sent < 50) response.once("drain", more);
        else response.end();
      };
      response.on("close", () => (sent = 50));
      return more();
    }
    if (request.url === "/bomb.xml") {
      // 64 KB that unpacks to 64 MB: the answer is read no further than a feed may be long.
      response.writeHead(200, { "content-type": "application/rss+xml", "content-encoding": "gzip" });
      return response.end(bomb);
    }
    const [status, body] = answers[request.url ?? ""] ?? [404, "Not Found"];
    response.writeHead(status, { "content-type": body.startsWith("<") ? "text/html" : "text/calendar" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "feeds-"));
  mkdirSync(join(root, "content/feeds"), { recursive: true });
  writeFileSync(join(root, "content/site-config.yaml"), "feeds:\n  calendar: https://church.example/calendar.ics\n");
  writeFileSync(join(root, "content/feeds/calendar.ics"), kept);
  return () => rmSync(root, { recursive: true, force: true });
});

const run = (path: string) => fetchFeeds(root, { FEEDS_CALENDAR_URL: `${origin}${path}` });
const keptCopy = () => readFileSync(join(root, "content/feeds/calendar.ics"), "utf8");

describe("npm run feeds", () => {
  it("keeps a good feed, and says when it has not changed", async () => {
    expect(await run("/good.ics")).toEqual([{ text: "feeds: calendar: updated content/feeds/calendar.ics", ok: true }]);
    expect(keptCopy()).toBe(good);
    expect(await run("/good.ics")).toEqual([
      { text: "feeds: calendar: no change to content/feeds/calendar.ics", ok: true },
    ]);
  });

  it.each([
    ["/broken.ics", "answered 500 Internal Server Error"],
    [
      "/sign-in.ics",
      'line 1: this is a web page ("<!DOCTYPE html>"), not a calendar: the address is not the calendar\'s feed',
    ],
    ["/cut.ics", "line 4: BEGIN:VEVENT is never closed (END:VEVENT): the file is cut short"],
    ["/empty.ics", "it holds no events"],
  ])("keeps the copy it had when %s answers badly, and says why in one line", async (path, why) => {
    expect(await run(path)).toEqual([
      { text: `feeds: calendar: ${origin}${path} ${why}; content/feeds/calendar.ics is kept as it was`, ok: false },
    ]);
    expect(keptCopy()).toBe(kept);
  });

  describe("the sermons", () => {
    const sermons = (path: string) =>
      fetchFeeds(root, { FEEDS_CALENDAR_URL: `${origin}/good.ics`, FEEDS_SERMONS_URL: `${origin}${path}` });
    const keptSermons = () => readFileSync(join(root, "content/feeds/sermons.xml"), "utf8");
    beforeEach(() => {
      writeFileSync(
        join(root, "content/site-config.yaml"),
        "feeds:\n  calendar: https://church.example/calendar.ics\n  sermons: https://church.example/sermons.xml\n",
      );
      writeFileSync(join(root, "content/feeds/sermons.xml"), kept);
    });

    it("keeps a good sermon feed beside the calendar", async () => {
      expect(await sermons("/sermons.xml")).toEqual([
        { text: "feeds: calendar: updated content/feeds/calendar.ics", ok: true },
        { text: "feeds: sermons: updated content/feeds/sermons.xml", ok: true },
      ]);
      expect(keptSermons()).toBe(goodSermons);
    });

    it("keeps a YouTube channel's feed of videos", async () => {
      expect((await sermons("/videos.xml"))[1]).toEqual({
        text: "feeds: sermons: updated content/feeds/sermons.xml",
        ok: true,
      });
      expect(keptSermons()).toBe(channel);
    });

    it.each([
      ["/sermons-broken.xml", "answered 503 Service Unavailable"],
      ["/sermons-sign-in.xml", "line 1: this is a web page, not a podcast feed: the address is not the sermons' feed"],
      ["/sermons-cut.xml", "line 6: <channel> is never closed: the file is cut short"],
      ["/sermons-empty.xml", "it holds no sermons"],
    ])("keeps the sermons it had when %s answers badly, and says why in one line", async (path, why) => {
      const lines = await sermons(path);
      expect(lines[1]).toEqual({
        text: `feeds: sermons: ${origin}${path} ${why}; content/feeds/sermons.xml is kept as it was`,
        ok: false,
      });
      expect(keptSermons()).toBe(kept);
    });
  });

  it.each([
    ["/minutely.ics", 'the event "Bells" (UID m@stub) happens more than 100 times in the weeks shown'],
    [
      "/long.ics",
      'line 4: the event "Talk" has a description of 420,000 characters, more than the 100,000 a description may have',
    ],
  ])("keeps the copy it had when %s would make the build refuse it", async (path, why) => {
    expect(await run(path)).toEqual([
      { text: `feeds: calendar: ${origin}${path} ${why}; content/feeds/calendar.ics is kept as it was`, ok: false },
    ]);
    expect(keptCopy()).toBe(kept);
  });

  it.each([
    [
      "/sermons-colliding.xml",
      'line 6: "Two": the series "Grace, Truth" and the series "Grace & Truth" of line 5 would have one page address (…_series_grace-truth): the host should write one name alike everywhere',
    ],
    [
      "/sermons-long.xml",
      'line 5: "Notes" has a description of 400,000 characters, more than the 100,000 a description may have',
    ],
    ["/huge.xml", "is more than 32 MB, more than a feed may have"],
    ["/bomb.xml", "is more than 32 MB, more than a feed may have"],
  ])("keeps the sermons it had when %s is past a feed's limits", async (path, why) => {
    writeFileSync(join(root, "content/feeds/sermons.xml"), kept);
    const lines = await fetchFeeds(root, {
      FEEDS_CALENDAR_URL: `${origin}/good.ics`,
      FEEDS_SERMONS_URL: `${origin}${path}`,
    });
    expect(lines[1]).toEqual({
      text: `feeds: sermons: ${origin}${path} ${why}; content/feeds/sermons.xml is kept as it was`,
      ok: false,
    });
    expect(readFileSync(join(root, "content/feeds/sermons.xml"), "utf8")).toBe(kept);
  });

  it("says in one line that the disk is full, keeps the copy it had, and still keeps the other feed", async () => {
    // The calendar's new copy is written to a device that is always full.
    symlinkSync("/dev/full", join(root, "content/feeds/calendar.ics.new"));
    const lines = await fetchFeeds(root, {
      FEEDS_CALENDAR_URL: `${origin}/good.ics`,
      FEEDS_SERMONS_URL: `${origin}/sermons.xml`,
    });
    expect(lines).toEqual([
      {
        text: `feeds: calendar: ${origin}/good.ics could not be written (the disk is full); content/feeds/calendar.ics is kept as it was`,
        ok: false,
      },
      { text: "feeds: sermons: updated content/feeds/sermons.xml", ok: true },
    ]);
    expect(keptCopy()).toBe(kept);
  });

  it("says when the service cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await fetchFeeds(root, { FEEDS_CALENDAR_URL: `http://127.0.0.1:${port}/calendar.ics` })).toEqual([
      {
        text: `feeds: calendar: http://127.0.0.1:${port}/calendar.ics could not be reached (ECONNREFUSED); content/feeds/calendar.ics is kept as it was`,
        ok: false,
      },
    ]);
    expect(keptCopy()).toBe(kept);
  });

  it("fetches nothing when the settings name no feed", async () => {
    writeFileSync(join(root, "content/site-config.yaml"), "church:\n  name: A church\n");
    expect(await fetchFeeds(root, {})).toEqual([
      { text: "feeds: the site settings name no feed (feeds: in content/site-config.yaml)", ok: true },
    ]);
    expect(keptCopy()).toBe(kept);
  });
});
