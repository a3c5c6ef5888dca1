/**
 * The engine over another church's content: the minimal church of tests/fixtures (one service a
 * Sunday, a prayer meeting, a few pages, none of the optional features, no map and no office
 * hours) passes the content check,
 * and each feature comes and goes whole: a collection without its page, a page without its
 * collection or its service's address, and a missing required file are named plainly.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSite } from "../lib/content/site-check";
import { churchJsonLd } from "../lib/structured-data";
import type { ContentTree } from "../lib/content/content-tree";
import { readContentTree } from "./content-tree.server";

const root = "tests/fixtures/minimal-church";
const minimal = readContentTree(root);
const imageExists = (path: string) => existsSync(`${root}/content/images${path}`);

/** The check's problems for the minimal church with some files changed (text) or removed (undefined). */
function problemsWith(changes: Record<string, string | undefined>): string[] {
  const tree = new Map(minimal);
  for (const [file, text] of Object.entries(changes)) {
    if (text === undefined) tree.delete(file);
    else tree.set(file, text);
  }
  const check = checkSite(tree as ContentTree, { imageExists });
  return check.ok ? [] : check.problems;
}

const page = (kind: string, path: string, extra = "") =>
  `---\npath: ${path}\nkind: ${kind}\ntitle: A page\ndescription: A page of the chapel.\n${extra}---\n\nA paragraph.\n`;

describe("the minimal church", () => {
  it("passes the content check with none of the optional features", () => {
    const check = checkSite(minimal, { imageExists });
    expect(check.ok ? [] : check.problems).toEqual([]);
    if (!check.ok) return;
    const { content } = check;
    expect(content.staffSections).toBeUndefined();
    expect(content.conference).toBeUndefined();
    expect(content.flashBanner).toBeUndefined();
    expect(content.signUps).toBeUndefined();
    expect(content.pages.map((p) => p.kind).sort()).toEqual(["document", "home", "not-found", "search", "visit"]);
  });

  it("gives search engines what it has: no map, map position or office hours", () => {
    const check = checkSite(minimal, { imageExists });
    if (!check.ok) throw new Error(check.problems.join("\n"));
    const church = churchJsonLd(check.content.siteConfig, { logo: "/logo.png", image: "/preview.png" });
    expect(church).not.toHaveProperty("geo");
    expect(church).not.toHaveProperty("hasMap");
    expect(church).not.toHaveProperty("openingHoursSpecification");
    expect(church.address).toMatchObject({ streetAddress: "42 Millrace Lane", addressLocality: "Alder Springs" });
  });

  it("names a required file that is missing, in a sentence, with no stack trace", () => {
    expect(problemsWith({ "content/site-config.yaml": undefined })).toEqual([
      expect.stringMatching(/^content\/site-config\.yaml: the file is missing, and every church's site needs it: /),
    ]);
    const menu = [...minimal.keys()].filter((file) => file.startsWith("content/menu/"));
    expect(problemsWith(Object.fromEntries(menu.map((file) => [file, undefined])))).toEqual([
      expect.stringMatching(/^content\/menu: the folder has no file, and every church's site needs it: /),
    ]);
  });

  it("refuses a page of a feature the content does not have, and a feature no page shows", () => {
    expect(problemsWith({ "content/pages/staff.md": page("staff", "/about_staff") })).toEqual([
      'content/pages/staff.md: a page of kind "staff" shows content/staff-groups/ and content/staff/, which the content does not have: add it, or delete this page',
    ]);
    expect(
      problemsWith({
        "content/history/1950.yaml": "year: 1950\ntitle: The first meeting\nparagraphs:\n  - In a barn.\n",
      }),
    ).toEqual([
      'content/history: no page shows it: add a page of kind "history" to content/pages, or delete content/history/ if the church does without',
    ]);
  });

  it("refuses a page whose outside service the settings do not name", () => {
    expect(problemsWith({ "content/pages/sermons.md": page("sermons", "/sermons") })).toEqual([
      'content/pages/sermons.md: a page of kind "sermons" needs feeds.sermons or links.sermonHost in content/site-config.yaml: add it, or delete this page',
    ]);
  });

  it("refuses a streamed service without a live stream page, and a button to a video channel it has not", () => {
    const settings = minimal.get("content/site-config.yaml")!;
    expect(
      problemsWith({
        "content/site-config.yaml": settings.replace("    end: 11:30\n", "    end: 11:30\n    streamed: true\n"),
      }),
    ).toEqual([
      'content/site-config.yaml: "Sunday Gathering" is streamed, and no page of kind "livestream" shows the stream: add the page, or take out "streamed"',
    ]);
    const visit = minimal.get("content/pages/visit.md")!;
    expect(
      problemsWith({ "content/pages/visit.md": visit.replace("service: contact", "service: videoChannel") }),
    ).toEqual([
      expect.stringMatching(
        /^content\/pages\/visit\.md:\d+:\d+: .*names "videoChannel", which is not a service of content\/site-config\.yaml$/,
      ),
    ]);
  });

  it("refuses a feed no page shows, and a home section of a feed the settings do not name", () => {
    const settings = minimal.get("content/site-config.yaml")!;
    const feeds =
      "feeds:\n  calendar: https://church.example/calendar.ics\n  sermons: https://church.example/sermons.xml\n";
    expect(problemsWith({ "content/site-config.yaml": `${settings}${feeds}` })).toEqual([
      'content/site-config.yaml: feeds.calendar names a calendar, and no page shows its events: add a page of kind "events" to content/pages, or take out feeds.calendar',
      'content/site-config.yaml: feeds.sermons names a sermon feed, and no page shows its sermons: add a page of kind "sermons" to content/pages, or take out feeds.sermons',
    ]);
    const home = minimal.get("content/home.yaml")!;
    expect(
      problemsWith({
        "content/home.yaml": home.replace("pageSections:\n", "pageSections:\n  - ThisWeek\n  - LatestSermon\n"),
      }),
    ).toEqual([
      "content/home.yaml: pageSections lists ThisWeek, the week's events from the church's calendar feed, and content/site-config.yaml names none (feeds.calendar): add it, or take ThisWeek out",
      "content/home.yaml: pageSections lists LatestSermon, the newest sermon from the church's sermon feed, and content/site-config.yaml names none (feeds.sermons): add it, or take LatestSermon out",
    ]);
  });

  it("refuses a button naming a sign-up when the church lists none", () => {
    const visit = minimal.get("content/pages/visit.md")!;
    expect(
      problemsWith({ "content/pages/visit.md": visit.replace("service: contact", "signUp: Plan a visit") }),
    ).toEqual([expect.stringMatching(/names "Plan a visit", which is not a sign-up of content\/sign-ups\.yaml$/)]);
  });

  it("takes the facts the text check compares from the content, each a fact it has", () => {
    const checks = (fact: string) => `checks:\n  - fact: ${fact}\n    saidAs:\n      - we meet at {value}\n`;
    expect(problemsWith({ "content/fact-checks.yaml": checks("Sunday Gathering") })).toEqual([]);
    expect(problemsWith({ "content/fact-checks.yaml": checks("Bible Hour") })).toEqual([
      expect.stringMatching(/^content\/fact-checks\.yaml:2:11: .*names "Bible Hour", which is not a fact: /),
    ]);
  });

  it("refuses brand colors a visitor could not read, naming the field, where it is and the pair", () => {
    const settings = minimal.get("content/site-config.yaml")!;
    expect(
      problemsWith({ "content/site-config.yaml": settings.replace('primary: "#2b4a6f"', 'primary: "#7fa7d9"') }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/site-config\.yaml:\d+:\d+: brand\.primary: white text on buttons, .* \(#ffffff on #7fa7d9\) has a contrast of \d\.\d\d:1, and WCAG AA needs 4\.5:1/,
        ),
      ]),
    );
  });
});
