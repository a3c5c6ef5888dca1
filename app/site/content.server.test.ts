// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fullChurchRoot } from "../../tests/support/full-church";
import { ContentError, loadContent } from "./content.server";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/**
 * A copy of a church's content (tests/fixtures/full-church) with some files changed, read as the
 * build reads it: its problems, one a line.
 */
function problemsWith(changes: Record<string, (text: string) => string | undefined>): string[] {
  try {
    loadContent(copyWith(changes), "2026-08-20");
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** A copy of the fixture's content with some files changed or added (or removed, when `change` gives undefined). */
function copyWith(changes: Record<string, (text: string) => string | undefined>): string {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  roots.push(root);
  cpSync(join(fullChurchRoot, "content"), join(root, "content"), { recursive: true });
  for (const [file, change] of Object.entries(changes)) {
    const path = join(root, file);
    const text = change(existsSync(path) ? readFileSync(path, "utf8") : "");
    if (text === undefined) rmSync(path);
    else writeFileSync(path, text);
  }
  return root;
}

/** Writes a new file into the copy. */
const add = (text: string) => () => text;

describe("the content as the build reads it", () => {
  it("reads a church's content without a problem", () => {
    expect(problemsWith({})).toEqual([]);
  });

  it("adds a ministry page, its address and its menu link from one new file", () => {
    const choir = [
      "---",
      "path: /ministries_choir",
      "kind: ministry",
      "title: Church Choir",
      "description: The choir leads the congregation's singing on the first Sunday of each month.",
      "menu:",
      "  - section: ministries",
      "    group: Adults",
      "    order: 5",
      "---",
      "",
      "The choir rehearses on Thursday evenings and sings on the first Sunday of each month.",
      "",
      "## Joining",
      "",
      "Anyone who loves to sing is welcome; no audition is needed.",
      "",
    ].join("\n");
    const { content } = loadContent(copyWith({ "content/pages/ministries-choir.md": add(choir) }), "2026-08-20");
    expect(content.pages.find((p) => p.path === "/ministries_choir")).toMatchObject({
      kind: "ministry",
      file: "content/pages/ministries-choir.md",
      sections: [{ heading: "Joining", paragraphs: ["Anyone who loves to sing is welcome; no audition is needed."] }],
    });
    const ministries = content.navigation.find((s) => s.label === "Ministries");
    const adults = ministries && "items" in ministries ? ministries.items.find((i) => i.label === "Adults") : undefined;
    expect(adults && "links" in adults ? adults.links.map((l) => l.href) : []).toContain("/ministries_choir");
  });

  it("names the file, line and column of a YAML syntax error, and still checks the rest", () => {
    const problems = problemsWith({
      "content/staff/jonathan-pruitt.yaml": (t) => t.replace("title: Elder", "title: [Elder"),
      "content/history/1952-a-prayer-meeting-at-the-ranch.yaml": (t) => t.replace(/^title: .*$/m, "title:   "),
    });
    expect(problems[0]).toMatch(
      /^content\/staff\/jonathan-pruitt\.yaml:\d+:\d+: put this text in quotes: a text that starts with "\[" is read as a list/,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/history\/1952-a-prayer-meeting-at-the-ranch\.yaml:\d+:\d+: 1952: field "title"/),
    );
    expect(problems.join("\n")).not.toMatch(/\n\s+at /);
  });

  it("reports every problem of every kind in one run: syntax, schema, addresses, names, facts, menu", () => {
    const problems = problemsWith({
      "content/staff/hannah-brooks.yaml": add(
        "group: deacons\norder: 9\nfirstName: Hannah\nlastName: Brooks\ntitle: Deacon: Care\n",
      ),
      "content/distinctives/a-plurality-of-elders.yaml": (t) => t.replace(/^order: \d+$/m, "order: first"),
      "content/pages/ministries-women.md": (t) =>
        t.replace("path: /ministries_women", "path: /ministries_youth").replace(/group: \w+/, "group: adults"),
      "content/pages/ministries-youth.md": (t) => t.replace(/\n\n/, "\n\nWe pray {{Prayer meetng}}.\n\n"),
      "content/flash-banner.yaml": () => "flashMessage: Hello\nshowFrom: 2026-09-02\nshowUntil: 2026-09-01\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/staff/hannah-brooks.yaml:5:8: put this text in quotes: it contains ": "',
        expect.stringMatching(
          /^content\/distinctives\/a-plurality-of-elders\.yaml:1:8: .*field "order" must be a number/,
        ),
        expect.stringMatching(/^content\/flash-banner\.yaml:3:12: field "showUntil" must not be before showFrom/),
        expect.stringMatching(
          /content\/pages\/ministries-youth\.md: the address \/ministries_youth is already the address of content\/pages\/ministries-women\.md/,
        ),
        expect.stringMatching(/^content\/pages\/ministries-youth\.md.*\{\{Prayer meetng\}\}.* is not a fact/),
        expect.stringMatching(/ministries-women\.md.*"adults"/),
      ]),
    );
  });

  it("names a broken entry's mistakes, and no mistake that only follows from them", () => {
    const problems = problemsWith({
      "content/pages/ministries-women.md": (t) => t.replace(/aliases:\n\s+- \/women\n/, "aliases: /women\n"),
      "content/pages/about-staff.md": (t) => t.replace(/^aliases:.*\n/m, "").replace("---\n", "---\naliases: 5\n"),
      "content/staff/andrew-kessler.yaml": (t) => t.replace(/^title: .*$/m, "title: 7"),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/pages\/about-staff\.md:2:10: .*field "aliases" must be a list/),
      expect.stringMatching(/^content\/pages\/ministries-women\.md:\d+:\d+: .*field "aliases" must be a list/),
      expect.stringMatching(
        /^content\/staff\/andrew-kessler\.yaml:\d+:\d+: .*field "title" must be text, not the number 7/,
      ),
    ]);
  });

  it("names a field of the wrong type and a field that does not exist", () => {
    const problems = problemsWith({
      "content/distinctives/a-plurality-of-elders.yaml": (t) => t.replace(/^order: \d+$/m, "order: first"),
      "content/pages/ministries-youth.md": (t) =>
        t.replace("kind: ministry\n", "kind: ministry\nsubtitle: For students\n"),
    });
    expect(problems).toEqual([
      'content/pages/ministries-youth.md:4:11: Youth Group: field "subtitle" is not a field of this entry',
      'content/distinctives/a-plurality-of-elders.yaml:1:8: A plurality of elders: field "order" must be a number, not the text "first"',
    ]);
  });

  it("refuses two staff members with one biography address", () => {
    const problems = problemsWith({
      "content/staff/jonathan-pruitt.yaml": (t) => t.replace("url: jpruitt", "url: akessler"),
    });
    expect(problems).toEqual([
      'content/staff/jonathan-pruitt.yaml:9:8: Our Elders › Jonathan Pruitt: field "about.url" "akessler" is already used by Andrew Kessler',
    ]);
  });

  it("refuses a page without a body and two pages at one address", () => {
    const problems = problemsWith({
      "content/pages/ministries-youth.md": (t) => t.slice(0, t.indexOf("---", 4) + 4),
      "content/pages/ministries-women-copy.md": add(
        readFileSync(join(fullChurchRoot, "content/pages/ministries-women.md"), "utf8").replace(
          "title: Women's Ministry",
          "title: Women",
        ),
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/ministries-youth\.md:\d+: .*field "intro" must have at least one paragraph/,
      ),
      "content/pages/ministries-women.md: the address /ministries_women is already the address of content/pages/ministries-women-copy.md",
      // The copy has the page's other address too.
      "content/pages/ministries-women.md: the address /women is already the address of content/pages/ministries-women-copy.md",
    ]);
  });

  it("refuses a menu link to no page, saying where pages are declared", () => {
    const problems = problemsWith({
      "content/menu/new.yaml": (t) => t.replace("href: /#services", "href: /plan_a_visit"),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/menu\/new\.yaml:\d+:\d+: New Here › Service Times: field "href" links to \/plan_a_visit, which is not a page of this site \(pages are the files of content\/pages\)$/,
      ),
    ]);
  });

  it("refuses a body without a page: Markdown in content/pages without front matter", () => {
    const problems = problemsWith({ "content/pages/orphan.md": add("## Notes\n\nSome text.\n") });
    expect(problems).toEqual([
      'content/pages/orphan.md:1: a page file starts with front matter: a line "---", its fields, and "---" again',
    ]);
  });
});
