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
import { readContentTree } from "../app/site/content-tree.server";
import { entryProblems } from "./entry-check";
import { entryText } from "./entry-text";

const files = readContentTree();

/** An entry's data as the editor holds it: the file's fields (and a page's Markdown as `body`). */
function entryData(file: string, text: string): Record<string, unknown> {
  if (!file.endsWith(".md")) return parse(text) as Record<string, unknown>;
  const [, front, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text)!;
  return { ...(parse(front!) as object), body: body!.trim() };
}

/** The repository as the editor holds it: every file written again from its entry. */
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
    data: page({ path: "/ministries_mens" }),
    problem:
      "content/pages/ministries-mens.md: the address /ministries_mens is already the address of content/pages/hospitality.md",
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
};

const withoutLine = (problem: string) => problem.replace(/^([^\s:]+):\d+(?::\d+)?: /, "$1: ");

describe("a mistake of the office, refused with the same sentence by the build and by the editor", () => {
  it("accepts the repository as it is, and a correct entry", () => {
    expect(checkSite(repository).ok).toBe(true);
    expect(
      entryProblems(repository, { file: "content/pages/hospitality.md", text: entryText("x.md", page({})) }),
    ).toEqual([]);
    expect(
      entryProblems(repository, { file: "content/staff/hannah-brooks.yaml", text: entryText("x.yaml", staff({})) }),
    ).toEqual([]);
  });

  for (const [name, { file, data, problem }] of Object.entries(mistakes)) {
    it(name, () => {
      const build = checkSite(new Map([...files, [file, entryText(file, data)]]));
      const fromBuild = build.ok ? [] : build.problems.map(withoutLine);
      const fromEditor = entryProblems(repository, { file, text: entryText(file, data) });
      expect(fromBuild).toContainEqual(typeof problem === "string" ? problem : expect.stringMatching(problem));
      expect(fromEditor).toEqual(fromBuild);
    });
  }

  it("does not blame an entry for a problem the repository already had elsewhere", () => {
    const broken = new Map(repository);
    broken.set("content/history/1910-a-sunday-school-in-the-valley.yaml", "year: 1910\ntitle: ''\n");
    expect(checkSite(broken).ok).toBe(false);
    expect(
      entryProblems(broken, { file: "content/staff/hannah-brooks.yaml", text: entryText("x.yaml", staff({})) }),
    ).toEqual([]);
  });

  it("checks an entry that moves to another file without its old file", () => {
    const mens = repository.get("content/pages/ministries-mens.md")!;
    expect(
      entryProblems(repository, {
        file: "content/pages/mens-ministry.md",
        text: mens,
        previousFile: "content/pages/ministries-mens.md",
      }),
    ).toEqual([]);
  });
});
