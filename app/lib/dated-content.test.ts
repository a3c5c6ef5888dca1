// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentOn, inMenuOn } from "./dated-content";

/** A small site: a dated banner, a dated banner of the carousel, a seasonal page and a conference. */
const site = {
  flashBanner: { flashMessage: "Sign up for fall", showFrom: "2026-08-01", showUntil: "2026-09-01" },
  home: { carouselItems: [{ href: "/fall", showUntil: "2026-09-01" }, { href: "/livestream" }] },
  fallPage: {
    sections: [{ cards: [{ title: "Survey" }, { title: "Picnic", showFrom: "2026-08-15", showUntil: "2026-08-31" }] }],
  },
  pages: [
    { path: "/fall", showUntil: "2026-09-01" },
    { path: "/ministries_mens", cards: [{ title: "Retreat", showUntil: "2026-10-04" }] },
    { path: "/about_staff" },
  ],
  conference: { sessions: [{ date: "2027-10-17" }, { date: "2027-10-18" }] },
};

describe("the content on a day", () => {
  it("before a notice's first day, leaves it out", () => {
    const { content } = contentOn(site, "2026-07-15");
    expect(content.flashBanner.flashMessage).toBe("");
    expect(content.fallPage.sections[0]!.cards.map((c) => c.title)).toEqual(["Survey"]);
  });

  it("inside its dates, keeps it and names its last day for the page's head script", () => {
    const { content, days } = contentOn(site, "2026-08-20");
    expect(content.flashBanner.flashMessage).toBe("Sign up for fall");
    expect(content.home.carouselItems).toHaveLength(2);
    expect(content.fallPage.sections[0]!.cards.map((c) => c.title)).toEqual(["Survey", "Picnic"]);
    expect(days.until).toEqual(["2026-08-31", "2026-09-01", "2026-10-04", "2027-10-18"]);
    expect(days.from).toEqual(["2026-09-01", "2026-09-02", "2026-10-05", "2027-10-19"]);
    expect(inMenuOn(content.pages, "2026-08-20").map((p) => p.path)).toContain("/fall");
  });

  it("after its last day, leaves it out; a seasonal page stays for old links but leaves the menu", () => {
    const { content, days } = contentOn(site, "2026-09-02");
    expect(content.flashBanner.flashMessage).toBe("");
    expect(content.home.carouselItems.map((i) => i.href)).toEqual(["/livestream"]);
    expect(content.pages.map((p) => p.path)).toContain("/fall");
    expect(inMenuOn(content.pages, "2026-09-02").map((p) => p.path)).toEqual(["/ministries_mens", "/about_staff"]);
    expect(content.pages[1]!.cards!.map((c) => c.title)).toEqual(["Retreat"]);
    expect(days.until).toEqual(["2026-10-04", "2027-10-18"]);
  });

  it("after the conference, has nothing left to change by itself", () => {
    const { content, days } = contentOn(site, "2027-10-19");
    expect(content.pages[1]!.cards).toEqual([]);
    expect(days).toEqual({ until: [], from: [] });
  });
});
