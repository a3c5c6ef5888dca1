// @vitest-environment node
/**
 * Each mistake the office can make in a form, checked twice with the same sentence: by the build's
 * check over the files (as `npm run build` reads them) and through the editor's entry point, over
 * the repository as the editor holds it with the entry in place.
 */
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { ContentTree } from "../app/lib/content/content-tree";
import { checkSite } from "../app/lib/content/site-check";
import { fullChurchTree } from "../tests/support/full-church";
import { entryCheck, withoutLine } from "./entry-check";
import { entryText } from "./entry-text";

/** A church's content with every feature (tests/fixtures/full-church). */
const files = fullChurchTree();

/** An entry's data as the editor holds it: the file's fields (and a page's Markdown as `body`). */
function entryData(file: string, text: string): Record<string, unknown> {
  if (!file.endsWith(".md")) return parse(text) as Record<string, unknown>;
  const [, front, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text)!;
  return { ...(parse(front!) as object), body: body!.trim() };
}

/** The repository as the editor holds it: every file written again from its entry. */
/** What the editor says of saving this file. */
const problemsOf = (tree: ContentTree, saved: { file: string; text: string }) => entryCheck(tree, saved).problems;

const repository: ContentTree = new Map(
  [...files].map(([file, text]) => [file, entryText(file, entryData(file, text))] as const),
);

/** A mistake: the file the office saves and what they put in it, as YAML text and as the form's data. */
interface Mistake {
  file: string;
  data: Record<string, unknown>;
  /** The build's sentence, without the line and column. */
  problem: string | RegExp;
}

const staff = (fields: Record<string, unknown>) => ({
  group: "deacons",
  order: 20,
  firstName: "Hannah",
  lastName: "Brooks",
  title: "Deacon of Care",
  ...fields,
});
const page = (fields: Record<string, unknown>) => ({
  path: "/ministries_hospitality",
  kind: "ministry",
  title: "Hospitality",
  description: "Members opening their homes and tables to guests, newcomers and one another.",
  body: "Our hospitality team makes sure no guest eats alone after the morning service.",
  ...fields,
});
const deaconPlaces = [...files]
  .filter(([file, text]) => file.startsWith("content/staff/") && /^group: deacons$/m.test(text))
  .map(([file, text]) => [file, Number(/^order: (\d+)$/m.exec(text)![1])] as const);

const mistakes: Record<string, Mistake> = {
  "a page at another page's address": {
    file: "content/pages/hospitality.md",
    data: page({ path: "/ministries_youth" }),
    problem:
      "content/pages/ministries-youth.md: the address /ministries_youth is already the address of content/pages/hospitality.md",
  },
  "a notice whose last day is before its first": {
    file: "content/flash-banner.yaml",
    data: { flashMessage: "Christmas Eve at 5:00 PM.", showFrom: "2026-12-20", showUntil: "2026-12-01" },
    problem: 'content/flash-banner.yaml: field "showUntil" must not be before showFrom (2026-12-20)',
  },
  "a menu section and group that are not the menu's": {
    file: "content/pages/hospitality.md",
    data: page({ menu: [{ section: "ministries", group: "adults", order: 9 }] }),
    problem: /^content\/pages\/hospitality\.md: .*"adults".*Adults/,
  },
  "two people of one group at one place": {
    file: "content/staff/hannah-brooks.yaml",
    data: staff({ order: deaconPlaces[0]![1] }),
    problem: new RegExp(
      `order ${deaconPlaces[0]![1]} is taken twice, here and in .*: the places taken are .*; the next free place is \\d+$`,
    ),
  },
  "HTML as a title": {
    file: "content/staff/hannah-brooks.yaml",
    data: staff({ title: "<script>alert(5)</script>" }),
    problem:
      'content/staff/hannah-brooks.yaml: Our Deacons › Hannah Brooks: field "title" holds HTML ("<script>"), which the site would show as it is written: write plain text (in a notice, a link is written [the words](/page) and bold **words**)',
  },
  "a sign-up that is not listed": {
    file: "content/pages/hospitality.md",
    data: page({ actions: [{ label: "Host a lunch", signUp: "Hospitality" }] }),
    problem:
      'content/pages/hospitality.md: Hospitality › Host a lunch: field "signUp" names "Hospitality", which is not a sign-up of content/sign-ups.yaml',
  },
  "a fact that is not a fact": {
    file: "content/pages/hospitality.md",
    data: page({ body: "Lunch follows the {{Worship service}}." }),
    problem:
      /^content\/pages\/hospitality\.md: Hospitality: field "intro\[0\]" names \{\{Worship service\}\}, which is not a fact/,
  },
  "a biography address another person has": {
    file: "content/staff/hannah-brooks.yaml",
    data: staff({ about: { url: "akessler", imgSrc: "/staff/akessler.svg", bio: ["She visits the sick."] } }),
    problem: /field "about\.url" "akessler" is already used by Andrew Kessler$/,
  },
  "a staff group that is not one": {
    file: "content/staff/hannah-brooks.yaml",
    data: staff({ group: "helpers" }),
    problem:
      /^content\/staff\/hannah-brooks\.yaml: group "helpers" is not a group: the groups are the files of content\/staff-groups\//,
  },
  "another address of a page that another page has": {
    file: "content/pages/hospitality.md",
    data: page({ aliases: ["/women"] }),
    problem: /the address \/women is already the address of /,
  },
  "a button to no page of the site": {
    file: "content/pages/hospitality.md",
    data: page({ actions: [{ label: "See more", href: "/hospitality_more" }] }),
    problem: /field "href" links to \/hospitality_more, which is not a page of this site/,
  },
  "a link in the page's text to no page": {
    file: "content/pages/hospitality.md",
    data: page({ body: "Guests are welcome.\n\n## Helping\n\n- [Sign up](/hospitality_signup): for a lunch" }),
    problem: /^content\/pages\/hospitality\.md: links to \/hospitality_signup, which is not a page of this site/,
  },
  "a heading three levels deep on a ministry page": {
    file: "content/pages/hospitality.md",
    data: page({ body: "Guests are welcome.\n\n### Helping\n\nBring a dish." }),
    problem: /a ministry page's sections start with ## and go one level deep$/,
  },
  "a video from a host the site does not frame": {
    file: "content/pages/hospitality.md",
    data: page({
      cards: [{ title: "Lunch", description: "Bring a dish.", videoUrl: "https://videos.example.com/embed/1" }],
    }),
    problem:
      /field "videoUrl" plays from https:\/\/videos\.example\.com, which the site cannot show: use the video's embed address on one of https:\/\/player\.vimeo\.com, https:\/\/www\.youtube-nocookie\.com$/,
  },
  "words that go stale without a last day": {
    file: "content/history/2026-spanish.yaml",
    data: { year: 2026, title: "Spanish Bibles", paragraphs: ["This year the church gave Bibles."] },
    problem: /says "This year", which goes stale without notice/,
  },
  "a notice that is not one paragraph": {
    file: "content/flash-banner.yaml",
    data: { flashMessage: "- Carols at 5:00 PM" },
    problem:
      'content/flash-banner.yaml: field "flashMessage" holds a list ("- Carols at 5:00 PM"), which a notice cannot show: write one paragraph of text, links [the words](/page), bold **words** and italics *words*',
  },
  "a link in a notice that is no address": {
    file: "content/flash-banner.yaml",
    data: { flashMessage: "Carols at 5:00 PM. [Details](carols)." },
    problem:
      'content/flash-banner.yaml: field "flashMessage" links to carols, which is neither a page of this site (/about_staff) nor a full https:// address',
  },
  "text of spaces only": {
    file: "content/fall-sections/care-groups.yaml",
    data: {
      order: 2,
      title: "Care Groups",
      description: "   ",
      cards: [{ title: "Join", description: "Join one.", signUp: "Care groups" }],
    },
    problem: /field "description" must not be empty$/,
  },
};

describe("a mistake of the office, refused with the same sentence by the build and by the editor", () => {
  it("accepts the repository as it is, and a correct entry", () => {
    expect(checkSite(repository).ok).toBe(true);
    expect(problemsOf(repository, { file: "content/pages/hospitality.md", text: entryText("x.md", page({})) })).toEqual(
      [],
    );
    expect(
      problemsOf(repository, { file: "content/staff/hannah-brooks.yaml", text: entryText("x.yaml", staff({})) }),
    ).toEqual([]);
  });

  for (const [name, { file, data, problem }] of Object.entries(mistakes)) {
    it(name, () => {
      const build = checkSite(new Map([...files, [file, entryText(file, data)]]));
      const fromBuild = build.ok ? [] : build.problems.map(withoutLine);
      const fromEditor = problemsOf(repository, { file, text: entryText(file, data) });
      expect(fromBuild).toContainEqual(typeof problem === "string" ? problem : expect.stringMatching(problem));
      expect(fromEditor).toEqual(fromBuild);
    });
  }

  it("does not blame an entry for a problem the repository already had elsewhere", () => {
    const broken = new Map(repository);
    broken.set("content/history/1952-a-prayer-meeting-at-the-ranch.yaml", "year: 1952\ntitle: ''\n");
    expect(checkSite(broken).ok).toBe(false);
    expect(
      problemsOf(broken, { file: "content/staff/hannah-brooks.yaml", text: entryText("x.yaml", staff({})) }),
    ).toEqual([]);
  });
});
