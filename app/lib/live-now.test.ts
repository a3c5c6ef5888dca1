import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfigFixture } from "../../tests/support/site-config-fixture";
import { liveAttribute, liveNowScript } from "./live-now";
import { liveTimes } from "./service-clock";

/** The fixture's streamed services (Sundays 10:30-12:00, and 18:00-19:30 on the 3rd Sunday), built on 25 November 2026. */
const moments = liveTimes(siteConfigFixture, "2026-11-25");
const root = document.documentElement;
const live = () => root.hasAttribute(liveAttribute);

/** What the script listens for on the window, of the last run. */
let shown: (() => void) | undefined;
/** How many times the last run asked for the document's root element. */
let asked = 0;

/** Runs the head script as a new page does, at the instant the clock says, on the test's root element. */
function run(at: string, times: readonly number[] = moments) {
  vi.clearAllTimers();
  root.removeAttribute(liveAttribute);
  vi.setSystemTime(new Date(at));
  asked = 0;
  const document = {
    get documentElement() {
      asked++;
      return root;
    },
  };
  const addEventListener = (type: string, listener: () => void) => type === "visibilitychange" && (shown = listener);
  new Function("document", "addEventListener", liveNowScript(times))(document, addEventListener);
}

describe("the head script of Live now", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    root.removeAttribute(liveAttribute);
  });

  it("marks the page live from the minute a service starts to the minute it ends, with one timer at a time", () => {
    run("2026-11-29T15:29:30Z"); // Sunday 29 November 2026, 10:29:30 AM Eastern Standard Time
    expect(live()).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(29_999);
    expect(live()).toBe(false);
    vi.advanceTimersByTime(1); // 10:30
    expect(live()).toBe(true);
    vi.advanceTimersByTime(89 * 60_000 + 59_999); // 11:59:59.999
    expect(live()).toBe(true);
    vi.advanceTimersByTime(1); // 12:00
    expect(live()).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("is live on the 3rd Sunday's evening and not on the 4th's", () => {
    run("2026-12-20T23:10:00Z"); // Sunday 20 December, 6:10 PM Eastern Standard Time
    expect(live()).toBe(true);
    run("2026-12-27T23:10:00Z");
    expect(live()).toBe(false);
  });

  it("follows the church's clock on the Sunday clocks go forward", () => {
    // 14 March 2027: 10:31 AM daylight time is 14:31 UTC; on the winter clock the service would not have begun.
    run("2027-03-14T14:31:00Z");
    expect(live()).toBe(true);
    run("2027-03-14T14:20:00Z");
    expect(live()).toBe(false);
  });

  it("looks again when the page is shown after a hidden tab slept through the start", () => {
    run("2026-11-29T15:00:00Z");
    vi.setSystemTime(new Date("2026-11-29T15:40:00Z"));
    shown?.();
    expect(live()).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("asks for the root element only to change it, so a page whose service is not on makes no DOM call", () => {
    run("2026-11-29T15:29:30Z");
    expect(asked).toBe(0);
    vi.advanceTimersByTime(30_000); // 10:30: on
    expect(asked).toBe(1);
    shown?.(); // still on: nothing to change
    vi.advanceTimersByTime(60 * 60_000);
    expect(asked).toBe(1);
    vi.advanceTimersByTime(30 * 60_000); // 12:00: off
    expect(asked).toBe(2);
    expect(live()).toBe(false);
  });

  it("waits at most a day at a time, since a longer timer would fire at once", () => {
    run("2026-12-01T12:00:00Z");
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(86_400_000);
    expect(live()).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("stays hidden, with no timer, past the build's last moment", () => {
    run("2029-01-07T16:00:00Z"); // a Sunday at 11 AM, past the two years the build covers
    expect(live()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("writes the moments as steps, so a weekly service repeats the same numbers", () => {
    const script = liveNowScript([1000, 1090, 11080, 11170]);
    expect(script).toContain("t=[1000,90,9990,90]");
  });
});
