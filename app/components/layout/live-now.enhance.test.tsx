import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveSchedule, type LiveSchedule } from "~/lib/service-clock";
import { siteConfigFixture } from "../../../tests/support/site-config-fixture";
import { moduleRoot, renderStatic } from "../../test-setup";
import { liveNow } from "./live-now.enhance";
import { SiteHeader, type SiteHeaderProps } from "./site-header";
import { testNavigation } from "./test-navigation";

const live: LiveSchedule = {
  timeZone: "America/New_York",
  services: [
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00" },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" },
  ],
};

function header(schedule = live) {
  const shell = {
    church: { name: "Cedar Hollow Bible Church" },
    flashBanner: { content: [] as SiteHeaderProps["shell"]["flashBanner"]["content"] },
    navigation: testNavigation,
    logo: { fallback: "/logo.svg" },
    live: schedule,
  } as SiteHeaderProps["shell"];
  return renderStatic(<SiteHeader shell={shell} />);
}

/** The link, hidden ones included: a hidden link has no role to find it by. */
const link = () => screen.getByText(/^Live now/).closest("a")!;

describe("the header's Live now link", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is pre-rendered hidden, leading to the live stream, with the streamed services for the script", () => {
    const root = moduleRoot(header(), "live-now");
    expect(root).toHaveAttribute("href", "/livestream");
    expect(root).not.toBeVisible();
    expect(JSON.parse(root.dataset.schedule!)).toEqual(live);
  });

  it("is left out when no service is streamed", () => {
    expect(moduleRoot(header({ ...live, services: [] }), "live-now")).toBeNull();
  });

  it("shows from the minute a service starts to the minute it ends, checking once a minute", () => {
    // Sunday 29 November 2026, 10:29:30 AM Eastern Standard Time.
    vi.setSystemTime(new Date("2026-11-29T15:29:30Z"));
    liveNow(moduleRoot(header(), "live-now"));
    expect(link()).not.toBeVisible();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000); // 10:30
    expect(screen.getByRole("link", { name: "Live now: watch the service" })).toBeVisible();
    vi.advanceTimersByTime(89 * 60_000); // 11:59
    expect(link()).toBeVisible();
    vi.advanceTimersByTime(60_000); // 12:00
    expect(link()).not.toBeVisible();
    // One timer at a time: each minute's check sets the next one.
    expect(vi.getTimerCount()).toBe(1);
  });

  it("looks again when the page is shown after a hidden tab slept through the start", () => {
    vi.setSystemTime(new Date("2026-11-29T15:00:00Z"));
    liveNow(moduleRoot(header(), "live-now"));
    expect(link()).not.toBeVisible();
    vi.setSystemTime(new Date("2026-11-29T15:40:00Z"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(link()).toBeVisible();
  });

  it("reads the church's clock from the offsets the build wrote, not from Intl", () => {
    // A table that (wrongly) keeps summer time through November: the link follows the table.
    const { offsets } = liveSchedule(siteConfigFixture, "2026-11-25");
    const summer = { ...live, offsets: { changes: [[offsets!.changes[0]![0], -240, "EDT"]], until: offsets!.until } };
    vi.setSystemTime(new Date("2026-11-29T14:29:00Z")); // 9:29 AM Eastern Standard Time, 10:29 by the table
    liveNow(moduleRoot(header(summer as LiveSchedule), "live-now"));
    expect(link()).not.toBeVisible();
    vi.advanceTimersByTime(60_000);
    expect(link()).toBeVisible();
  });
});
