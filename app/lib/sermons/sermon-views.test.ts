import { describe, expect, it } from "vitest";
import { bibleBooks } from "./bible-books";
import type { Sermon } from "./sermon-feed";
import { filtered, lengthLabel, sermonFilters, sermonViews, sermonsUntil, speakerKey } from "./sermon-views";

const zone = "America/Denver";
const base = "/attendees_sermons";
const order = bibleBooks.map((b) => b.name);
const sermon = (title: string, iso: string, fields: Partial<Sermon> = {}): Sermon => ({
  id: `${title}-${iso}`,
  title,
  published: Date.parse(iso),
  summary: [],
  ...fields,
});
const romans8 = sermon("No Condemnation", "2026-11-08T17:00:00Z", {
  speaker: "Pastor Ann Lee",
  passage: { book: "Romans", chapter: 8, label: "Romans 8:1–4" },
  series: "Romans: The Gospel of God",
  seconds: 2490,
});
const psalm = sermon("The Shepherd", "2026-11-01T17:00:00Z", {
  speaker: "Tom Ortiz",
  passage: { book: "Psalms", chapter: 23, label: "Psalm 23" },
  series: "Songs for the Road",
});
const genesis = sermon("In the Beginning", "2026-10-25T17:00:00Z", {
  speaker: "Ann Lee",
  passage: { book: "Genesis", chapter: 1, label: "Genesis 1" },
});
const guest = sermon("To Every Tongue", "2026-10-18T17:00:00Z", { speaker: "Rosa Vega" });
const all = [romans8, psalm, genesis, guest];

describe("sermon views", () => {
  it("shows a sermon with its day in the church's zone, its speaker's biography and the pages of its filters", () => {
    const [view] = sermonViews([romans8], {
      timeZone: zone,
      today: "2026-11-20",
      base,
      biographies: new Map([["ann lee", "/about_alee"]]),
    });
    expect(view).toEqual({
      id: romans8.id,
      anchor: "sermon-2026-11-08-no-condemnation",
      title: "No Condemnation",
      day: "2026-11-08",
      dateLabel: "November 8",
      speaker: { name: "Pastor Ann Lee", href: "/about_alee", filter: "/attendees_sermons_speaker_ann-lee" },
      passage: { label: "Romans 8:1–4", filter: "/attendees_sermons_book_romans" },
      series: { name: "Romans: The Gospel of God", filter: "/attendees_sermons_series_romans-the-gospel-of-god" },
      length: "42 min",
      seconds: 2490,
      summary: [],
      searchPage: "/attendees_sermons_book_romans",
    });
  });

  it("numbers a second sermon of the same day and title, so each anchor leads to one place", () => {
    const twice = sermonViews([guest, { ...guest, id: "evening" }], {
      timeZone: zone,
      today: "2026-11-20",
      base,
      biographies: new Map(),
    });
    expect(twice.map((v) => v.anchor)).toEqual([
      "sermon-2026-10-18-to-every-tongue",
      "sermon-2026-10-18-to-every-tongue-2",
    ]);
    expect(twice[0]!.searchPage).toBe("/attendees_sermons_speaker_rosa-vega");
  });

  it("lists each series and speaker once with its count, speakers who preach most first, books in the Bible's order", () => {
    expect(sermonFilters(all, base, order).map((f) => `${f.kind}:${f.name}:${f.count}`)).toEqual([
      "series:Romans: The Gospel of God:1",
      "series:Songs for the Road:1",
      "speaker:Pastor Ann Lee:2",
      "speaker:Tom Ortiz:1",
      "speaker:Rosa Vega:1",
      "book:Genesis:1",
      "book:Psalms:1",
      "book:Romans:1",
    ]);
    expect(filtered(all, { kind: "speaker", name: "Ann Lee" }).map((s) => s.title)).toEqual([
      "No Condemnation",
      "In the Beginning",
    ]);
    expect(filtered(all, { kind: "book", name: "Psalms" })).toEqual([psalm]);
  });

  it("leaves out a sermon the feed dates after the day the site is built for", () => {
    expect(sermonsUntil(all, "2026-11-07", zone)).toEqual([psalm, genesis, guest]);
  });

  it("reads lengths and names as a visitor would", () => {
    expect(lengthLabel(2490)).toBe("42 min");
    expect(lengthLabel(3900)).toBe("1 hr 5 min");
    expect(lengthLabel(3600)).toBe("1 hr");
    expect(speakerKey("Dr. Tom  Ortiz")).toBe("tom ortiz");
  });
});
