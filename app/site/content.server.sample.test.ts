// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./content.server";
import { projectPath } from "./project-paths.server";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of the real content with some files changed, read as the build reads it: its problems, one a line. */
function problemsWith(changes: Record<string, (text: string) => string | undefined>): string[] {
  try {
    loadContent(copyWith(changes), "2026-08-20");
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** A copy of the project's content with some files changed or added (or removed, when `change` gives undefined). */
function copyWith(changes: Record<string, (text: string) => string | undefined>): string {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  roots.push(root);
  cpSync(projectPath("content"), join(root, "content"), { recursive: true });
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
  it("reads the real content without a problem", () => {
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
      "content/staff/thomas-whitfield.yaml": (t) => t.replace("title: Associate Pastor", "title: [Associate Pastor"),
      "content/history/1910-a-sunday-school-in-the-valley.yaml": (t) => t.replace(/^title: .*$/m, "title:   "),
    });
    expect(problems[0]).toMatch(
      /^content\/staff\/thomas-whitfield\.yaml:\d+:\d+: put this text in quotes: a text that starts with "\[" is read as a list/,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/history\/1910-a-sunday-school-in-the-valley\.yaml:\d+:\d+: 1910: field "title"/),
    );
    expect(problems.join("\n")).not.toMatch(/\n\s+at /);
  });

  it("reports every problem of every kind in one run: syntax, schema, addresses, names, facts, menu", () => {
    const problems = problemsWith({
      "content/staff/hannah-brooks.yaml": add(
        "group: deacons\norder: 9\nfirstName: Hannah\nlastName: Brooks\ntitle: Deacon: Care\n",
      ),
      "content/distinctives/believers-baptism.yaml": (t) => t.replace(/^order: \d+$/m, "order: first"),
      "content/pages/ministries-studies.md": (t) =>
        t.replace("path: /ministries_studies", "path: /ministries_mens").replace(/group: \w+/, "group: adults"),
      "content/pages/ministries-prayer.md": (t) => t.replace(/\n\n/, "\n\nWe pray {{Prayer meetng}}.\n\n"),
      "content/flash-banner.yaml": () => "flashMessage: Hello\nshowFrom: 2026-09-02\nshowUntil: 2026-09-01\n",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/staff/hannah-brooks.yaml:5:8: put this text in quotes: it contains ": "',
        expect.stringMatching(/^content\/distinctives\/believers-baptism\.yaml:1:8: .*field "order" must be a number/),
        expect.stringMatching(/^content\/flash-banner\.yaml:3:12: field "showUntil" must not be before showFrom/),
        expect.stringMatching(
          /content\/pages\/ministries-studies\.md: the address \/ministries_mens is already the address of content\/pages\/ministries-mens\.md/,
        ),
        expect.stringMatching(/^content\/pages\/ministries-prayer\.md.*\{\{Prayer meetng\}\}.* is not a fact/),
        expect.stringMatching(/ministries-studies\.md.*"adults"/),
      ]),
    );
  });

  it("names a broken entry's mistakes, and no mistake that only follows from them", () => {
    const problems = problemsWith({
      "content/pages/ministries-womens.md": (t) => t.replace(/aliases:\n\s+- \/women\n/, "aliases: /women\n"),
      "content/pages/about-staff.md": (t) => t.replace(/^aliases:.*\n/m, "").replace("---\n", "---\naliases: 5\n"),
      "content/staff/david-mercer.yaml": (t) => t.replace(/^title: .*$/m, "title: 7"),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/pages\/about-staff\.md:2:10: .*field "aliases" must be a list/),
      expect.stringMatching(/^content\/pages\/ministries-womens\.md:\d+:\d+: .*field "aliases" must be a list/),
      expect.stringMatching(
        /^content\/staff\/david-mercer\.yaml:\d+:\d+: .*field "title" must be text, not the number 7/,
      ),
    ]);
  });

  it("names a field of the wrong type and a field that does not exist", () => {
    const problems = problemsWith({
      "content/distinctives/believers-baptism.yaml": (t) => t.replace(/^order: \d+$/m, "order: first"),
      "content/pages/ministries-mens.md": (t) => t.replace("kind: ministry\n", "kind: ministry\nsubtitle: For men\n"),
    });
    expect(problems).toEqual([
      'content/pages/ministries-mens.md:4:11: Men\'s Ministry: field "subtitle" is not a field of this entry',
      'content/distinctives/believers-baptism.yaml:1:8: Believer\'s baptism: field "order" must be a number, not the text "first"',
    ]);
  });

  it("refuses two staff members with one biography address", () => {
    const problems = problemsWith({
      "content/staff/thomas-whitfield.yaml": (t) => t.replace("url: twhitfield", "url: dmercer"),
    });
    expect(problems).toEqual([
      'content/staff/thomas-whitfield.yaml:9:8: Our Elders › Thomas Whitfield: field "about.url" "dmercer" is already used by David Mercer',
    ]);
  });

  it("refuses a page without a body and two pages at one address", () => {
    const problems = problemsWith({
      "content/pages/ministries-prayer.md": (t) => t.slice(0, t.indexOf("---", 4) + 4),
      "content/pages/ministries-mens-copy.md": add(
        readFileSync(projectPath("content/pages/ministries-mens.md"), "utf8").replace(
          "title: Men's Ministry",
          "title: Men",
        ),
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/ministries-prayer\.md:\d+: .*field "intro" must have at least one paragraph/,
      ),
      "content/pages/ministries-mens.md: the address /ministries_mens is already the address of content/pages/ministries-mens-copy.md",
    ]);
  });

  it("refuses a menu link to no page, saying where pages are declared", () => {
    const problems = problemsWith({
      "content/menu/new.yaml": (t) => t.replace("href: /#services", "href: /plan_a_visit"),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/menu\/new\.yaml:\d+:\d+: I'm New › Service Times & Location: field "href" links to \/plan_a_visit, which is not a page of this site \(pages are the files of content\/pages\)$/,
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
