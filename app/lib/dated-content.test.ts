// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentOn, inMenuOn, noticeDaysAt, withPageDays } from "./dated-content";

/** A small site: a dated banner, a dated banner of the carousel, a seasonal page and a conference. */
const site = {
  flashBanner: { flashMessage: "Sign up for fall", showFrom: "2026-08-01", showUntil: "2026-09-01" },
  home: { carouselItems: [{ href: "/fall", showUntil: "2026-09-01" }, { href: "/livestream" }] },
  fallPage: {
    sections: [{ cards: [{ title: "Survey" }, { title: "Picnic", showFrom: "2026-08-15", showUntil: "2026-08-31" }] }],
  },
  pages: [
    { path: "/", kind: "home" },
    { path: "/fall", kind: "fall", showUntil: "2026-09-01" },
    { path: "/ministries_mens", kind: "ministry", cards: [{ title: "Retreat", showUntil: "2026-10-04" }] },
    { path: "/about_staff", kind: "staff" },
    { path: "/missions_conference", kind: "conference" },
  ],
  conference: { sessions: [{ date: "2027-10-17" }, { date: "2027-10-18" }] },
};

describe("the content on a day", () => {
  it("before a notice's first day, leaves it out", () => {
    const { content } = contentOn(site, "2026-07-15");
    expect(content.flashBanner.flashMessage).toBe("");
    expect(content.fallPage.sections[0]!.cards.map((c) => c.title)).toEqual(["Survey"]);
  });

  it("inside its dates, keeps it and names its last day for the head script of the pages that show it", () => {
    const { content, days } = contentOn(site, "2026-08-20");
    expect(content.flashBanner.flashMessage).toBe("Sign up for fall");
    expect(content.home.carouselItems).toHaveLength(2);
    expect(content.fallPage.sections[0]!.cards.map((c) => c.title)).toEqual(["Survey", "Picnic"]);
    expect(inMenuOn(content.pages, "2026-08-20").map((p) => p.path)).toContain("/fall");
    // The banner and the fall page's menu link are on every page; the rest on their own page.
    expect(days.everyPage).toEqual({ until: ["2026-09-01"], from: [] });
    expect(days.byPath).toEqual({
      "/": { until: ["2026-09-01"], from: [] },
      "/fall": { until: ["2026-08-31"], from: [] },
      "/ministries_mens": { until: ["2026-10-04"], from: [] },
      "/missions_conference": { until: ["2027-10-18"], from: [] },
    });
    expect(noticeDaysAt(days, "/about_staff")).toEqual({ until: ["2026-09-01"], from: ["2026-09-02"] });
    expect(noticeDaysAt(days, "/fall")).toEqual({
      until: ["2026-08-31", "2026-09-01"],
      from: ["2026-09-01", "2026-09-02"],
    });
    expect(noticeDaysAt(days, undefined)).toEqual(noticeDaysAt(days, "/about_staff"));
  });

  it("after its last day, leaves it out; a seasonal page stays for old links but leaves the menu", () => {
    const { content, days } = contentOn(site, "2026-09-02");
    expect(content.flashBanner.flashMessage).toBe("");
    expect(content.home.carouselItems.map((i) => i.href)).toEqual(["/livestream"]);
    expect(content.pages.map((p) => p.path)).toContain("/fall");
    expect(inMenuOn(content.pages, "2026-09-02").map((p) => p.path)).toEqual([
      "/",
      "/ministries_mens",
      "/about_staff",
      "/missions_conference",
    ]);
    expect(content.pages[2]!.cards!.map((c) => c.title)).toEqual(["Retreat"]);
    // A page with nothing dated of its own, on a site whose banner and menu have nothing dated, needs no days.
    expect(noticeDaysAt(days, "/about_staff")).toEqual({ until: [], from: [] });
    expect(noticeDaysAt(days, "/ministries_mens")).toEqual({ until: ["2026-10-04"], from: ["2026-10-05"] });
  });

  it("keeps a home banner yet to begin, whose first day is the home page's alone", () => {
    const later = { ...site, home: { carouselItems: [{ href: "/christmas", showFrom: "2026-12-01" }] } };
    const { content, days } = contentOn(later, "2026-11-20");
    expect(content.home.carouselItems).toHaveLength(1);
    expect(noticeDaysAt(days, "/")).toEqual({ until: [], from: ["2026-12-01"] });
    expect(noticeDaysAt(days, "/about_staff")).toEqual({ until: [], from: [] });
  });

  it("after the conference, has nothing left to change by itself", () => {
    const { content, days } = contentOn(site, "2027-10-19");
    expect(content.pages[2]!.cards).toEqual([]);
    expect(days).toEqual({ everyPage: { until: [], from: [] }, byPath: {} });
  });
});

describe("a page's own days added", () => {
  it("joins them to those the page has, for that page alone", () => {
    const { days } = contentOn(site, "2026-09-02");
    const withEvents = withPageDays(days, "/ministries_mens", { until: ["2026-09-06"], from: [] });
    expect(noticeDaysAt(withEvents, "/ministries_mens").until).toEqual(["2026-09-06", "2026-10-04"]);
    expect(noticeDaysAt(withEvents, "/about_staff").until).toEqual([]);
    expect(noticeDaysAt(days, "/ministries_mens").until).toEqual(["2026-10-04"]);
  });
});
