// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dayAfter, hasEnded, isShown, noticeScript } from "./notices";

describe("dated notices", () => {
  it("shows a notice from its first day through its last, and an undated one always", () => {
    const dates = { showFrom: "2026-08-01", showUntil: "2026-09-01" };
    expect(isShown(dates, "2026-07-31")).toBe(false);
    expect(isShown(dates, "2026-08-01")).toBe(true);
    expect(isShown(dates, "2026-09-01")).toBe(true);
    expect(isShown(dates, "2026-09-02")).toBe(false);
    expect(isShown({}, "1999-01-01")).toBe(true);
    expect(hasEnded(dates, "2026-09-02")).toBe(true);
    expect(hasEnded(dates, "2026-07-01")).toBe(false);
  });

  it("finds the day after, across months, years and the change to daylight-saving time", () => {
    expect(dayAfter("2026-09-30")).toBe("2026-10-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2027-03-13")).toBe("2027-03-14");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
  });
});

describe("the head script", () => {
  /** Runs the script as a browser would on `now`, and returns the style sheet it adopts. */
  function rulesOn(now: string, until: string[], from: string[], timeZone = "America/New_York"): string {
    let adopted = "";
    class FakeSheet {
      replaceSync(text: string) {
        adopted = text;
      }
    }
    const FakeDate = { now: () => Date.parse(now), parse: Date.parse } as unknown as DateConstructor;
    const document = { adoptedStyleSheets: [] as unknown[] };
    new Function("document", "CSSStyleSheet", "Date", noticeScript(timeZone, until, from))(
      document,
      FakeSheet,
      FakeDate,
    );
    return adopted;
  }

  it("hides what ended before today and reveals what starts today, in the church's time zone", () => {
    const until = ["2026-09-01", "2027-10-18"];
    const from = ["2026-09-02", "2027-10-19"];
    expect(rulesOn("2026-08-20T12:00:00Z", until, from)).toBe("");
    // Late on 1 September in Pennsylvania, already 2 September in UTC: nothing has ended yet.
    expect(rulesOn("2026-09-02T03:00:00Z", until, from)).toBe("");
    expect(rulesOn("2026-09-02T12:00:00Z", until, from)).toBe(
      '[data-show-until="2026-09-01"]{display:none!important}' +
        '[data-show-from="2026-09-02"][hidden]{display:block!important}',
    );
    expect(rulesOn("2028-01-01T12:00:00Z", until, from)).toContain('[data-show-until="2027-10-18"]');
    // The change happens at midnight in Pennsylvania (4 AM UTC in September), not at midnight UTC.
    expect(rulesOn("2026-09-02T03:59:00Z", until, from)).toBe("");
    expect(rulesOn("2026-09-02T04:00:00Z", until, from)).not.toBe("");
  });

  it("keeps to the time zone's midnight on either side of a change of clocks, and east of UTC", () => {
    // Clocks go back in Pennsylvania early on 1 November 2026: midnight is 4 AM UTC before, 5 AM after.
    const until = ["2026-10-31", "2026-11-01"];
    expect(rulesOn("2026-11-01T03:59:00Z", until, [])).toBe("");
    expect(rulesOn("2026-11-01T04:00:00Z", until, [])).toBe('[data-show-until="2026-10-31"]{display:none!important}');
    expect(rulesOn("2026-11-02T04:59:00Z", until, [])).not.toContain("2026-11-01");
    expect(rulesOn("2026-11-02T05:00:00Z", until, [])).toContain('[data-show-until="2026-11-01"]');
    expect(rulesOn("2027-03-14T04:59:00Z", [], ["2027-03-14"])).toBe("");
    expect(rulesOn("2027-03-14T05:00:00Z", [], ["2027-03-14"])).not.toBe("");
    // In India, five and a half hours ahead, 2 September begins at 18:30 UTC on the 1st.
    expect(rulesOn("2026-09-01T18:29:00Z", ["2026-09-01"], [], "Asia/Kolkata")).toBe("");
    expect(rulesOn("2026-09-01T18:30:00Z", ["2026-09-01"], [], "Asia/Kolkata")).not.toBe("");
  });

  it("asks nothing of Intl in the browser", () => {
    expect(noticeScript("America/New_York", ["2026-09-01"], ["2026-09-02"])).not.toContain("Intl");
  });
});
