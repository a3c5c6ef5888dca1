// @vitest-environment node
/**
 * The sample church's sermon feed (content/feeds/sermons.xml, as `npm run feeds` keeps it): a
 * year of sermons by the church's own preachers and a conference guest, in series that agree with
 * the content, with each case a feed can bring.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSermonFeed } from "../lib/sermons/sermon-feed";
import { speakerKey } from "../lib/sermons/sermon-views";
import { wallTime } from "../lib/time-zone";
import { fullName } from "../lib/staff";
import { sampleContent } from "../../tests/support/sample-content";
import { projectPath } from "./project-paths.server";

const { siteConfig, staffSections, conference } = sampleContent();
const file = "content/feeds/sermons.xml";
const reading = readSermonFeed(readFileSync(projectPath(file), "utf8"), file);
if (!reading.ok) throw new Error(reading.problem);
const { sermons } = reading;
const staff = staffSections.flatMap((s) => s.staff);
const staffNames = new Set(
  staff.flatMap((p) => [fullName(p), p.about?.sermonSpeaker].filter(Boolean).map((n) => speakerKey(n!))),
);
const day = (published: number) => wallTime(siteConfig.church.timeZone, published).date;

describe("the sample church's sermon feed", () => {
  it("holds about thirty sermons over the past year, each with its speaker, passage, length and recording", () => {
    expect(sermons.length).toBeGreaterThanOrEqual(28);
    expect(day(sermons.at(-1)!.published) >= "2025-11-01").toBe(true);
    for (const sermon of sermons) {
      expect(sermon.speaker, sermon.title).toBeDefined();
      expect(sermon.passage, sermon.title).toBeDefined();
      expect(sermon.seconds! / 60, sermon.title).toBeGreaterThan(15);
      expect(sermon.audio?.url, sermon.title).toMatch(/^https:\/\/media\.sermonaudio\.com\/.+\.mp3$/);
      expect(sermon.page, sermon.title).toMatch(/^https:\/\/www\.sermonaudio\.com\/sermons\/\d+$/);
    }
  });

  it("is preached by the church's pastors and elders, and a missionary at the missions conference", () => {
    const guests = sermons.filter((s) => !staffNames.has(speakerKey(s.speaker!)));
    expect(new Set(guests.map((s) => s.series))).toEqual(new Set(["Missions Conference 2026"]));
    // The conference meets on a Sunday evening and the Monday after, as its page says.
    expect(guests.map((s) => new Date(`${day(s.published)}T12:00:00Z`).getUTCDay()).sort()).toEqual([0, 1]);
    expect(conference.description).toMatch(/Sunday evening and the Monday after/);
  });

  it("preaches Romans verse by verse, in order, with a topical series in the summer", () => {
    const romans = sermons.filter((s) => s.series === "Romans: The Gospel of God").reverse();
    expect(romans.length).toBeGreaterThanOrEqual(12);
    const chapters = romans.map((s) => s.passage!.chapter);
    expect(chapters).toEqual([...chapters].sort((a, b) => a - b));
    expect(romans.every((s) => s.passage!.book === "Romans" && s.speaker === "David Mercer")).toBe(true);
    const summer = sermons.filter((s) => s.series === "Habits of Grace");
    expect(new Set(summer.map((s) => s.passage!.book)).size).toBe(summer.length);
  });

  it("writes passages in the forms hosts use, which the site reads into one", () => {
    const raw = readFileSync(projectPath(file), "utf8");
    expect(raw).toContain("<itunes:subtitle>Rom. 5:12-21</itunes:subtitle>");
    expect(raw).toContain("<itunes:subtitle>1 Cor 11:23-26</itunes:subtitle>");
    expect(sermons.find((s) => s.title === "In Adam, in Christ")!.passage!.label).toBe("Romans 5:12–21");
    // And a description in HTML, read as text.
    expect(raw).toContain("<![CDATA[<p>");
    expect(sermons.every((s) => s.summary.every((p) => !p.includes("<")))).toBe(true);
  });
});
