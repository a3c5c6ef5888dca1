import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check";
import { contentFiles } from "./content-files";

/** The sample church's content, checked as the build checks it, images included. */
const result = checkContent(contentFiles, {
  imageExists: (p) => existsSync(join(dirname(fileURLToPath(import.meta.url)), "../../content/images", p)),
});
if (!result.ok) throw new Error(result.problems.join("\n"));
const { siteConfig, home, distinctives, history, staffSections, pages, documents } = result.content;

describe("the sample content keeps the SPEC's constants", () => {
  it("has 3 linked banners, one of them to /fall", () => {
    expect(siteConfig.carouselItems).toHaveLength(3);
    expect(siteConfig.carouselItems.map((i) => i.href)).toContain("/fall");
  });

  it("shows carousel, Our Purpose and Service Times on the home page, in that order, without How To Get Involved", () => {
    expect(siteConfig.pageSections).toEqual(["Carousel", "OurPurpose", "ServiceTimeAndLocation"]);
    expect(home.involved.steps.length).toBeGreaterThan(0);
  });

  it("has 6 purpose points", () => {
    expect(home.purpose.points).toHaveLength(6);
  });

  it("lists Discipleship Hour 9:30 AM, Worship 10:30 AM and the Family Life Service 3rd Sunday 6:00 PM", () => {
    const times = Object.fromEntries(siteConfig.serviceTimes.map((s) => [s.name, `${s.when} ${s.time}`]));
    expect(times).toEqual({
      "Discipleship Hour": "Sundays 9:30 AM",
      "Worship Service": "Sundays 10:30 AM",
      "Family Life Service": "3rd Sunday monthly 6:00 PM",
    });
  });

  it("keeps office hours 9:00-5:00 Tuesday to Friday", () => {
    expect(siteConfig.contact.officeHours).toEqual({ days: "Tuesday to Friday", hours: "9:00-5:00" });
  });

  it("has 15 distinctives, some linking to a policy PDF", () => {
    expect(distinctives).toHaveLength(15);
    const pdfs = documents.map((d) => `/docs/${d.pdf}`);
    expect(distinctives.filter((d) => pdfs.includes(d.additionalInfo?.href ?? "")).length).toBeGreaterThan(0);
  });

  it("has the statement of faith, philosophy of ministry and both policies as documents with PDFs", () => {
    expect(documents.map((d) => d.path)).toEqual([
      "/about_doctrine",
      "/about_pom",
      "/about_stewardship",
      "/about_divorce",
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
    expect(pages["/404"]?.title).toBe("404 - Not Found");
  });

  it("sends every external action to the church-management service over https", () => {
    for (const url of Object.values(siteConfig.links.churchCenter)) expect(url).toMatch(/^https:\/\//);
  });
});
