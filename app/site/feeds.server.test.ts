// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEvents, readSermons } from "./feeds.server";

const church = {
  name: "A church",
  shortName: "Church",
  tagline: "A church",
  origin: "https://church.example",
  timeZone: "America/Denver",
};
const settings = { church, feeds: { calendar: "https://x.example/c.ics", sermons: "https://x.example/s.xml" } };
const item = (title: string, date: string) =>
  `<item><title>${title}</title><pubDate>${date}</pubDate><guid>${title}</guid></item>`;
const podcast = (items: string) =>
  `<?xml version="1.0"?>\n<rss version="2.0">\n<channel>\n${items}\n</channel>\n</rss>\n`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "feeds-read-"));
  mkdirSync(join(root, "content/feeds"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the feeds the build reads", () => {
  it("has none when the settings name none, and none yet when no copy was fetched", () => {
    expect(readSermons(root, { church }, "2026-11-20")).toEqual({});
    expect(readEvents(root, { church }, "2026-11-20")).toEqual({});
    expect(readSermons(root, settings as never, "2026-11-20")).toEqual({ sermons: [] });
    expect(readEvents(root, settings as never, "2026-11-20")).toEqual({ events: [] });
  });

  it("reads the sermons preached by the day it builds for, newest first", () => {
    writeFileSync(
      join(root, "content/feeds/sermons.xml"),
      podcast(
        [
          item("Older", "Sun, 08 Nov 2026 17:00:00 GMT"),
          item("Newer", "Sun, 15 Nov 2026 17:00:00 GMT"),
          item("Not yet", "Sun, 22 Nov 2026 17:00:00 GMT"),
        ].join("\n"),
      ),
    );
    expect(readSermons(root, settings as never, "2026-11-20").sermons?.map((s) => s.title)).toEqual(["Newer", "Older"]);
  });

  it("stops at a copy that cannot be read, naming its file and line", () => {
    writeFileSync(join(root, "content/feeds/sermons.xml"), podcast("<item><title>Hope</title></item>"));
    expect(readSermons(root, settings as never, "2026-11-20")).toEqual({
      problem: 'content/feeds/sermons.xml:4: "Hope" has no date (<pubDate>)',
    });
    writeFileSync(join(root, "content/feeds/calendar.ics"), "<!DOCTYPE html>\n");
    expect(readEvents(root, settings as never, "2026-11-20").problem).toMatch(
      /^content\/feeds\/calendar\.ics:1: this is a web page/,
    );
  });
});
