import { sampleContent, sampleContentOn } from "../../tests/support/sample-content";
import { describe, expect, it } from "vitest";
import { officeHoursLabel, serviceLabel } from "../lib/service-times";
import type { Action } from "../../content/schema/action";
import { actionLinks, resolveActions, signUpUrl } from "../lib/actions";
import { isShown } from "../lib/notices";
import { addDays } from "../lib/time-zone";
import { getDocuments } from "./content.server";

/** The sample church's content, checked as the build checks it, images and links included. */
const content = sampleContent();
const {
  siteConfig,
  home,
  distinctives,
  history,
  staffSections,
  pages,
  careGroups,
  educationPlan,
  readingPlan,
  conference,
  readingList,
  livestream,
} = content;
const documents = getDocuments();
const links = actionLinks(content);
const ministries = Object.fromEntries(pages.filter((p) => p.meetings || p.sections).map((p) => [p.path, p]));

/** Every text of a ministry page, to look for the SPEC's constants in. */
const ministryText = (path: string) => JSON.stringify(ministries[path]);
const meeting = (path: string, name: string) => ministries[path]?.meetings?.find((m) => m.name === name);

describe("the sample content keeps the SPEC's constants", () => {
  it("has 3 linked banners on every day, seasons coming and going by their dates, one to /fall in its season", () => {
    // As built on the first of August, with every banner still to come.
    const { carouselItems } = sampleContentOn("2026-08-01").home;
    for (let day = "2026-08-01"; day <= "2027-07-31"; day = addDays(day, 1)) {
      expect(
        carouselItems.filter((item) => isShown(item, day)),
        day,
      ).toHaveLength(3);
    }
    expect(carouselItems.filter((item) => isShown(item, "2026-08-20")).map((i) => i.href)).toContain("/fall");
    const winter = carouselItems.filter((item) => isShown(item, "2026-12-01")).map((i) => i.heading);
    expect(winter).toContain("Advent and Christmas Eve");
    expect(winter).not.toContain("Fall Ministries");
  });

  it("shows carousel, Our Purpose and Service Times on the home page, in that order, without How To Get Involved", () => {
    // Then the week's events from the church's calendar (issue "This week at church").
    expect(home.pageSections).toEqual(["Carousel", "OurPurpose", "ServiceTimeAndLocation", "ThisWeek", "LatestSermon"]);
    expect(home.involved.steps.length).toBeGreaterThan(0);
  });

  it("has 6 purpose points", () => {
    expect(home.purpose.points).toHaveLength(6);
  });

  it("lists Discipleship Hour 9:30 AM, Worship 10:30 AM and the Family Life Service 3rd Sunday 6:00 PM", () => {
    const times = Object.fromEntries(
      siteConfig.serviceTimes.map(serviceLabel).map((s) => [s.name, `${s.when} ${s.time}`]),
    );
    expect(times).toEqual({
      "Discipleship Hour": "Sundays 9:30 AM",
      "Worship Service": "Sundays 10:30 AM",
      "Family Life Service": "3rd Sunday monthly 6:00 PM",
    });
  });

  it("keeps office hours 9:00-5:00 Tuesday to Friday", () => {
    expect(officeHoursLabel(siteConfig.contact.officeHours)).toEqual({ days: "Tuesday to Friday", hours: "9:00-5:00" });
  });

  it("has 15 distinctives, some linking to a policy PDF", () => {
    expect(distinctives).toHaveLength(15);
    const pdfs = documents.map((d) => `/docs/${d.pdf}`);
    expect(distinctives.filter((d) => pdfs.includes(d.additionalInfo?.href ?? "")).length).toBeGreaterThan(0);
  });

  it("has the statement of faith, philosophy of ministry and both policies as documents with PDFs", () => {
    expect(documents.map((d) => d.path).sort()).toEqual([
      "/about_divorce",
      "/about_doctrine",
      "/about_pom",
      "/about_stewardship",
    ]);
  });

  it("has a history from 1910 to 2011 in order", () => {
    const years = history.map((h) => h.year);
    expect(years[0]).toBe(1910);
    expect(years.at(-1)).toBe(2011);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it("has the four staff groups", () => {
    expect(staffSections.map((s) => s.title.suffix)).toEqual(["Elders", "Deacons", "Staff", "Ministry"]);
    expect(staffSections.map((s) => `${s.title.prefix} ${s.title.suffix}`)).toEqual([
      "Our Elders",
      "Our Deacons",
      "Administrative Staff",
      "Children's Ministry",
    ]);
  });

  it("has a title, description and introduction for the 404 page", () => {
    expect(pages.find((p) => p.kind === "not-found")).toMatchObject({ path: "/404", title: "404 - Not Found" });
  });

  it("sends every external action to the church-management service over https", () => {
    for (const url of Object.values(siteConfig.links.churchCenter)) expect(url).toMatch(/^https:\/\//);
  });

  it("keeps Corporate Worship's own times: Discipleship Hour 9:15 AM, worship 10:30 AM, Family Life 6:00 PM", () => {
    expect(meeting("/ministries_corporate", "Discipleship Hour")).toMatchObject({ when: "Sundays", time: "9:15 AM" });
    expect(meeting("/ministries_corporate", "Worship Service")).toMatchObject({ when: "Sundays", time: "10:30 AM" });
    expect(meeting("/ministries_corporate", "Family Life Service")).toMatchObject({
      when: "3rd Sunday monthly",
      time: "6:00 PM",
    });
    expect(ministryText("/ministries_corporate")).toContain("through age 3");
  });

  it("keeps Unified Wednesdays on the 1st and 3rd Wednesdays, 6:30-8:00 PM with a meal at 5:30", () => {
    expect(meeting("/ministries_unifiedwednesdays", "Classes for every age")).toMatchObject({
      when: "1st and 3rd Wednesdays",
      time: "6:30-8:00 PM",
    });
    expect(meeting("/ministries_unifiedwednesdays", "Family meal")).toMatchObject({ time: "5:30 PM" });
    expect(ministryText("/ministries_unifiedwednesdays")).toContain("newborn to 2");
    expect(ministryText("/ministries_unifiedwednesdays")).toContain("ages 3-12");
  });

  it("has 7 care groups meeting on the 2nd and 4th Wednesdays, 5:30 to 7:45 PM, September to June", () => {
    expect(careGroups.groups).toHaveLength(7);
    expect(careGroups).toMatchObject({
      when: "2nd and 4th Wednesdays",
      time: "5:30 to 7:45 PM",
      season: "September to June",
    });
  });

  it("keeps Crossroads for ages 18-30, seniors on Thursdays at 1:00 PM with an $18 book, prayer Tuesdays at 7:45", () => {
    expect(ministryText("/ministries_crossroads")).toContain("18-30");
    expect(meeting("/ministries_studies", "Seniors' Bible study")).toMatchObject({
      when: "Thursdays",
      time: "1:00 PM",
    });
    expect(ministryText("/ministries_studies")).toContain("$18");
    expect(meeting("/ministries_prayer", "Prayer Tuesdays")).toMatchObject({ when: "Tuesdays", time: "7:45 PM" });
  });

  it("has an education plan of 23 classes over six years in four categories, 5 beyond the Discipleship Hour", () => {
    expect(educationPlan.classes).toHaveLength(23);
    expect(new Set(educationPlan.classes.map((c) => c.year))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(educationPlan.categories).toHaveLength(4);
    expect(educationPlan.classes.filter((c) => c.beyondClassHour)).toHaveLength(5);
  });

  it("gives the three feed pages a social feed, and every sign-up card a link to the church-management service", () => {
    for (const path of ["/ministries_womens", "/ministries_crossroads", "/ministries_412"]) {
      expect(ministries[path]?.socialFeed?.profile.url).toMatch(/^https:\/\//);
    }
    const service = new URL(siteConfig.links.churchCenter!.registration!).origin;
    const named = Object.values(ministries)
      .flatMap((m) => m.cards ?? [])
      .map((c) => c.signUp);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(signUpUrl(name!, links).startsWith(`${service}/`)).toBe(true);
  });

  it("has a 106-week reading plan counted from a Monday", () => {
    expect(readingPlan.weeks).toHaveLength(106);
    expect(new Date(`${readingPlan.epochMonday}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("holds the missions conference on the evening of Oct. 17 and all day Oct. 18, 7 sessions, 2 speakers", () => {
    expect(conference.sessions).toHaveLength(7);
    expect(conference.speakers).toHaveLength(2);
    const days = conference.sessions.map((s) => s.date.slice(5));
    expect(new Set(days)).toEqual(new Set(["10-17", "10-18"]));
    for (const s of conference.sessions.filter((s) => s.date.endsWith("10-17"))) expect(s.start >= "17:00").toBe(true);
    const oct18 = conference.sessions.filter((s) => s.date.endsWith("10-18"));
    expect(oct18[0]!.start < "10:00" && oct18.at(-1)!.end > "17:00").toBe(true);
  });

  it("lists three position statements and the live stream's three buttons", () => {
    expect(readingList.positionStatements).toHaveLength(3);
    expect(livestream.actions.map((a) => a.label)).toEqual(["Connect With Us", "YouTube Channel", "Past Messages"]);
  });
});

describe("the sample content's calls to action", () => {
  /** Every button and sign-up link in the content: its words and where it goes. */
  const calls: { label: string; href: string }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const entry = value as Record<string, unknown>;
    if (typeof entry.label === "string" && ["href", "service", "signUp"].some((key) => key in entry))
      calls.push({ label: entry.label, href: resolveActions([entry as Action], links)[0]!.href });
    const card = entry.title ?? entry.educationPlanClass;
    if (typeof card === "string" && typeof entry.signUp === "string")
      calls.push({ label: card, href: signUpUrl(entry.signUp, links) });
    Object.values(entry).forEach(walk);
  };
  walk(content);

  it("sends the same words to the same place wherever they appear", () => {
    const targets = new Map<string, Set<string>>();
    for (const { label, href } of calls) targets.set(label, (targets.get(label) ?? new Set()).add(href));
    const ambiguous = [...targets]
      .filter(([, hrefs]) => hrefs.size > 1)
      .map(([label, hrefs]) => `${label}: ${[...hrefs]}`);
    expect(ambiguous).toEqual([]);
  });

  it("gives each sign-up its own page, not the service's list of every registration", () => {
    const generic = calls.filter((call) => call.href === siteConfig.links.churchCenter.registration);
    expect(generic.map((call) => call.label)).toEqual([]);
  });

  it("has a button or card for every sign-up it lists", () => {
    const used = new Set(calls.map((call) => call.href));
    expect(content.signUps.signUps.filter((s) => !used.has(s.url)).map((s) => s.name)).toEqual([]);
  });
});

describe("the sample's facts fit together", () => {
  const fact = (name: string) => content.facts.get(name)!;
  const meeting = (path: string, name: string) =>
    content.pages.find((page) => page.path === path)!.meetings!.find((m) => m.name === name)!;
  const minutes = (clock: string) => {
    const [, h, m, half] = /(\d{1,2}):(\d{2}) ([AP])M/.exec(clock)!;
    return ((Number(h) % 12) + (half === "P" ? 12 : 0)) * 60 + Number(m);
  };

  it("Adventure Club takes over from the Wednesday nursery: no child has two places, or none", () => {
    expect(Number(fact("Adventure Club ages").split("-")[0])).toBe(Number(fact("Wednesday nursery age")) + 1);
  });

  it("412 Youth, at the hour of the Family Life Service, gives way to it on its Sunday", () => {
    const youth = meeting("/ministries_412", "412 Youth");
    expect(youth.time).toBe(fact("Family Life Service"));
    expect(youth.when).toBe(`Sundays except the ${fact("Family Life Service day")}`);
  });

  it("the men's prayer, before the doors open, says which door it uses", () => {
    const prayer = meeting("/ministries_mens", "Men's prayer");
    expect(minutes(prayer.time)).toBeLessThan(minutes(fact("Doors open")));
    expect(prayer.note).toMatch(/\bby the \w+ door\b/);
  });

  it("the text check looks for each fact the pages repeat", () => {
    expect(content.factChecks.checks.map((check) => check.fact)).toEqual(
      expect.arrayContaining(["Worship Service", "Discipleship Hour", "412 Youth grades", "Nursery age", "Doors open"]),
    );
  });
});
