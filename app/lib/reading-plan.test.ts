import { afterEach, describe, expect, it, vi } from "vitest";
import { listedWeeks, localDay, mondayOf, parseDay, visitorWeek, weekNumber, weekOf } from "./reading-plan";

const epoch = parseDay("2024-10-28");
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe("mondayOf", () => {
  it("is the day itself on a Monday and six days back on a Sunday", () => {
    expect(iso(mondayOf(parseDay("2026-11-16")))).toBe("2026-11-16");
    expect(iso(mondayOf(parseDay("2026-11-22")))).toBe("2026-11-16");
    expect(iso(mondayOf(parseDay("2026-11-18")))).toBe("2026-11-16");
  });

  it("crosses month and year boundaries", () => {
    expect(iso(mondayOf(parseDay("2027-01-02")))).toBe("2026-12-28");
    expect(iso(mondayOf(parseDay("2024-03-01")))).toBe("2024-02-26");
  });
});

describe("weekNumber", () => {
  it("counts weeks from the epoch, less 10, from 1 to 106", () => {
    expect(weekNumber(parseDay("2025-01-06"), epoch, 106)).toBe(1);
    expect(weekNumber(parseDay("2025-01-13"), epoch, 106)).toBe(2);
    expect(weekNumber(epoch, epoch, 106)).toBe(97);
  });

  it("wraps from 106 back to 1", () => {
    const week106 = parseDay("2027-01-11");
    expect(weekNumber(week106, epoch, 106)).toBe(106);
    expect(weekNumber(parseDay("2027-01-18"), epoch, 106)).toBe(1);
  });

  it("stays whole across daylight-saving changes", () => {
    // Calendar days as UTC midnights: a 23- or 25-hour local day cannot change the count.
    expect(weekNumber(parseDay("2026-03-09"), epoch, 106) - weekNumber(parseDay("2026-03-02"), epoch, 106)).toBe(1);
    expect(weekNumber(parseDay("2026-11-02"), epoch, 106) - weekNumber(parseDay("2026-10-26"), epoch, 106)).toBe(1);
  });
});

describe("localDay", () => {
  it("takes the visitor's calendar day, whatever the hour", () => {
    expect(iso(localDay(new Date(2026, 2, 8, 0, 30)))).toBe("2026-03-08");
    expect(iso(localDay(new Date(2026, 2, 8, 23, 59)))).toBe("2026-03-08");
    expect(iso(localDay(new Date(2026, 10, 1, 1, 30)))).toBe("2026-11-01");
  });
});

describe("listedWeeks", () => {
  it("lists 15 Mondays a week apart, starting 7 weeks before this week", () => {
    const weeks = listedWeeks(parseDay("2026-11-18"), epoch, 106);
    expect(weeks).toHaveLength(15);
    expect(weeks[0]!.monday).toBe("2026-09-28");
    expect(weeks[7]).toMatchObject({ monday: "2026-11-16", current: true });
    expect(weeks[14]!.monday).toBe("2027-01-04");
    expect(weeks.filter((w) => w.current)).toHaveLength(1);
    for (const w of weeks) expect(parseDay(w.monday).getUTCDay()).toBe(1);
  });

  it("labels each week with its number and date, and links its bookmark", () => {
    const weeks = listedWeeks(parseDay("2026-11-16"), epoch, 106);
    expect(weeks[7]).toMatchObject({
      weekNumber: 98,
      dateString: "11/16/26",
      label: "Week 98 - 11/16/26",
      href: "/img/readingplan/098.png",
    });
  });

  it("treats a Sunday as the end of its week and a Monday as the start of the next", () => {
    expect(listedWeeks(parseDay("2026-11-22"), epoch, 106)[7]!.monday).toBe("2026-11-16");
    expect(listedWeeks(parseDay("2026-11-23"), epoch, 106)[7]!.monday).toBe("2026-11-23");
  });

  it("crosses the new year and the wrap from 106 to 1", () => {
    const weeks = listedWeeks(parseDay("2027-01-13"), epoch, 106);
    expect(weeks.map((w) => w.label).slice(5, 9)).toEqual([
      "Week 104 - 12/28/26",
      "Week 105 - 01/04/27",
      "Week 106 - 01/11/27",
      "Week 1 - 01/18/27",
    ]);
    expect(weeks[8]!.href).toBe("/img/readingplan/001.png");
  });
});

describe("weekOf and visitorWeek", () => {
  afterEach(() => vi.useRealTimers());

  it("counts a week from Monday to Sunday, in the visitor's own calendar", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12), toFake: ["Date"] });
    expect(visitorWeek()).toBe("2026-11-23");
    expect(weekOf(parseDay("2026-11-23"))).toBe("2026-11-23");
    expect(weekOf(parseDay("2026-11-29"))).toBe("2026-11-23");
    expect(weekOf(parseDay("2026-11-22"))).toBe("2026-11-16");
    expect(weekOf(parseDay("2026-11-30"))).toBe("2026-11-30");
    expect(visitorWeek(new Date(2026, 10, 29, 23, 59))).toBe("2026-11-23");
    expect(visitorWeek(new Date(2026, 10, 30, 0, 1))).toBe("2026-11-30");
  });
});
