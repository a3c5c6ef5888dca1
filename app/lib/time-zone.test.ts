// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  addDays,
  changeAt,
  dateIn,
  instantIn,
  offsetAt,
  isoOffset,
  offsetLabel,
  utcMinute,
  wallTime,
  zonedDateTime,
  zoneName,
  zoneOffsets,
} from "./time-zone";

const ny = "America/New_York";
const iso = (instant: number) => new Date(instant).toISOString();

describe("wall-clock time in a time zone", () => {
  it("counts days in the church's time zone, not the visitor's or the server's", () => {
    // 03:30 UTC on 2 September is still 1 September in Pennsylvania.
    const night = new Date("2026-09-02T03:30:00Z");
    expect(dateIn(ny, night)).toBe("2026-09-01");
    expect(dateIn("Europe/Berlin", night)).toBe("2026-09-02");
    expect(wallTime(ny, night.getTime())).toEqual({ date: "2026-09-01", minutes: 23 * 60 + 30 });
  });

  it("reads midnight as minute 0, not 24:00", () => {
    expect(wallTime(ny, Date.parse("2026-11-23T05:00:00Z"))).toEqual({ date: "2026-11-23", minutes: 0 });
  });

  it("reads the same instant an hour apart on either side of a daylight-saving change", () => {
    // Clocks go back at 2 AM on 1 November 2026 and forward at 2 AM on 14 March 2027.
    expect(wallTime(ny, Date.parse("2026-11-01T15:30:00Z")).minutes).toBe(10 * 60 + 30);
    expect(wallTime(ny, Date.parse("2026-10-25T15:30:00Z")).minutes).toBe(11 * 60 + 30);
    expect(wallTime(ny, Date.parse("2027-03-14T15:30:00Z")).minutes).toBe(11 * 60 + 30);
    expect(wallTime(ny, Date.parse("2027-03-07T15:30:00Z")).minutes).toBe(10 * 60 + 30);
  });
});

describe("instantIn", () => {
  it("is midnight in the time zone, on both sides of a daylight-saving change", () => {
    const at = (day: string) => iso(instantIn(ny, day));
    expect(at("2026-08-20")).toBe("2026-08-20T04:00:00.000Z");
    // Clocks go back at 2 AM on 1 November 2026: that day begins on summer time, the next on winter time.
    expect(at("2026-11-01")).toBe("2026-11-01T04:00:00.000Z");
    expect(at("2026-11-02")).toBe("2026-11-02T05:00:00.000Z");
    // Clocks go forward at 2 AM on 8 March 2026.
    expect(at("2026-03-08")).toBe("2026-03-08T05:00:00.000Z");
    expect(at("2026-03-09")).toBe("2026-03-09T04:00:00.000Z");
    expect(iso(instantIn("Europe/Berlin", "2026-12-24"))).toBe("2026-12-23T23:00:00.000Z");
  });

  it("gives a time later on the day of a change on that day's new clock", () => {
    expect(iso(instantIn(ny, "2026-11-01", 10 * 60 + 30))).toBe("2026-11-01T15:30:00.000Z");
    expect(iso(instantIn(ny, "2027-03-14", 10 * 60 + 30))).toBe("2027-03-14T14:30:00.000Z");
    expect(iso(instantIn(ny, "2027-03-14", 18 * 60))).toBe("2027-03-14T22:00:00.000Z");
  });

  it("begins a day whose midnight the clocks skip when they skip to, not the evening before", () => {
    // Santiago's clocks go from midnight to 1 AM on 6 September 2026 (UTC-4 to UTC-3).
    expect(iso(instantIn("America/Santiago", "2026-09-06"))).toBe("2026-09-06T04:00:00.000Z");
    expect(iso(instantIn("America/Santiago", "2026-09-06", 10 * 60))).toBe("2026-09-06T13:00:00.000Z");
    expect(iso(instantIn("America/Santiago", "2026-09-05"))).toBe("2026-09-05T04:00:00.000Z");
  });
});

describe("offsetLabel and addDays", () => {
  it("writes the zone's offset as ISO 8601 does, winter and summer", () => {
    expect(offsetLabel(ny, Date.parse("2026-11-29T15:30:00Z"))).toBe("-05:00");
    expect(offsetLabel(ny, Date.parse("2026-08-23T14:30:00Z"))).toBe("-04:00");
    expect(offsetLabel("Asia/Kolkata", Date.parse("2026-08-23T14:30:00Z"))).toBe("+05:30");
    expect([isoOffset(-300), isoOffset(0), isoOffset(-570)]).toEqual(["-05:00", "+00:00", "-09:30"]);
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-09-30", 1)).toBe("2026-10-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-29", -7)).toBe("2026-11-22");
  });
});

describe("zonedDateTime", () => {
  it("writes the zone's offset at that time, daylight or standard", () => {
    expect(zonedDateTime("2027-07-04", "10:30", ny)).toBe("2027-07-04T10:30:00-04:00");
    expect(zonedDateTime("2027-01-03", "10:30", ny)).toBe("2027-01-03T10:30:00-05:00");
    expect(zonedDateTime("2027-01-03", "10:30", "UTC")).toBe("2027-01-03T10:30:00+00:00");
    // Clocks go back at 2 AM on 1 November 2026: 1 AM is still summer time, the service is not.
    expect(zonedDateTime("2026-11-01", "01:00", ny)).toBe("2026-11-01T01:00:00-04:00");
    expect(zonedDateTime("2026-11-01", "10:30", ny)).toBe("2026-11-01T10:30:00-05:00");
  });
});

describe("zoneName", () => {
  it("names the zone as a traveler reads it, and in general", () => {
    expect(zoneName(ny, Date.parse("2026-11-29T15:30:00Z"), "short")).toBe("EST");
    expect(zoneName(ny, Date.parse("2026-08-23T14:30:00Z"), "short")).toBe("EDT");
    expect(zoneName(ny, Date.parse("2026-08-23T14:30:00Z"), "longGeneric")).toBe("Eastern Time");
  });
});

describe("the build's table of a zone's offsets", () => {
  const minute = (iso: string) => Date.parse(iso) / 60_000;

  it("lists each change of the clock to the minute, with the zone's short name", () => {
    const table = zoneOffsets(ny, Date.parse("2026-08-19T04:00:00Z"), Date.parse("2028-08-19T04:00:00Z"));
    expect(table).toEqual({
      changes: [
        [minute("2026-08-19T04:00:00Z"), -240, "EDT"],
        // 2 AM daylight time on 1 November 2026, 2 AM standard time on 14 March 2027, and so on.
        [minute("2026-11-01T06:00:00Z"), -300, "EST"],
        [minute("2027-03-14T07:00:00Z"), -240, "EDT"],
        [minute("2027-11-07T06:00:00Z"), -300, "EST"],
        [minute("2028-03-12T07:00:00Z"), -240, "EDT"],
      ],
      until: minute("2028-08-19T04:00:00Z"),
    });
  });

  it("has one entry for a zone that keeps one offset, and finds a half-hour change", () => {
    const from = Date.parse("2026-09-01T00:00:00Z");
    const until = Date.parse("2027-09-01T00:00:00Z");
    expect(zoneOffsets("Asia/Kolkata", from, until).changes).toEqual([
      [minute("2026-09-01T00:00:00Z"), 330, "GMT+5:30"],
    ]);
    // Lord Howe Island moves its clock by 30 minutes, at 2 AM on the first Sunday of October and April.
    expect(zoneOffsets("Australia/Lord_Howe", from, until).changes.map(([at, offset]) => [at, offset])).toEqual([
      [minute("2026-09-01T00:00:00Z"), 630],
      [minute("2026-10-03T15:30:00Z"), 660],
      [minute("2027-04-03T15:00:00Z"), 630],
    ]);
  });

  it("gives the offset and the name Intl gives at every hour of its span, and its ends beyond it", () => {
    const zone = "America/Chicago";
    const from = Date.parse("2026-10-01T05:00:00Z");
    const until = Date.parse("2027-10-01T05:00:00Z");
    const table = zoneOffsets(zone, from, until);
    for (let at = from; at < until; at += 3_600_000) {
      const [, offset, name] = changeAt(table, at / 60_000);
      expect([offset, name], new Date(at).toISOString()).toEqual([
        offsetAt(zone, at) / 60_000,
        zoneName(zone, at, "short"),
      ]);
    }
    expect(changeAt(table, from / 60_000 - 1)).toBe(table.changes[0]);
    expect(changeAt(table, until / 60_000 + 1)).toBe(table.changes.at(-1));
  });
});

describe("utcMinute", () => {
  it("writes an instant to the minute as toISOString begins, across years, months, days and hours", () => {
    for (
      let instant = Date.UTC(1999, 11, 31, 23, 59);
      instant < Date.UTC(2041, 0, 1);
      instant += 13_337 * 60_000 + 17_000
    ) {
      expect(utcMinute(instant)).toBe(new Date(instant).toISOString().slice(0, 16));
    }
    expect(utcMinute(Date.UTC(2026, 10, 29, 15, 30, 59))).toBe("2026-11-29T15:30");
    expect(utcMinute(Date.UTC(2027, 0, 1, 0, 0))).toBe("2027-01-01T00:00");
    expect(utcMinute(Date.UTC(2028, 1, 29, 9, 5))).toBe("2028-02-29T09:05");
  });
});
