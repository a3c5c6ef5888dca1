import { describe, expect, it } from "vitest";
import { readYaml } from "./yaml-source";

const file = "content/staff/hannah-brooks.yaml";
/** What reading these lines says: the problems, one a line. */
const problems = (...lines: string[]) => readYaml(file, `${lines.join("\n")}\n`).problems;

describe("a YAML mistake, said at the line of the mistake", () => {
  it("asks for quotes around a text with a colon and a space, or one that ends with a colon", () => {
    expect(problems("firstName: Hannah", "title: Deacon: Hospitality", "order: 3")).toEqual([
      `${file}:2:8: put this text in quotes: it contains ": "`,
    ]);
    expect(problems("title: Note:")).toEqual([`${file}:1:8: put this text in quotes: it ends with ":"`]);
  });

  it("names the line indented too far, not the line before it that the parser names", () => {
    expect(problems("firstName: Hannah", "lastName: Brooks", "  title: Deacon", "order: 3")).toEqual([
      `${file}:3:3: line 3 starts 2 spaces further in than line 2: the fields of one entry start at the same place`,
    ]);
    expect(problems("about:", "  url: hbrooks", "   imgSrc: /staff/hannah.jpg")).toEqual([
      `${file}:3:4: line 3 starts 1 space further in than line 2: the fields of one entry start at the same place`,
    ]);
  });

  it("names a line indented too little, a field or a list item", () => {
    expect(problems("about:", "  url: hbrooks", " imgSrc: /staff/hannah.jpg")).toEqual([
      `${file}:3:2: line 3 starts 1 space further out than line 2: the fields of one entry start at the same place`,
    ]);
    expect(problems("bio:", "  - First paragraph.", " - Second paragraph.", "  - Third.")).toEqual([
      `${file}:3:2: line 3 starts 1 space further out than line 2: the items of a list start at the same place`,
    ]);
    expect(problems("bio:", "  - First paragraph", "  and more of it.")).toEqual([
      `${file}:3:3: line 3 goes on with the text of line 2, so it must start under that text, 4 spaces in (or put the whole text in quotes)`,
    ]);
    // A paragraph's last line, written further out than the lines above it.
    const bio = ["about:", "  bio:", "    - Hannah grew up", "      on a farm and came to faith at"];
    for (const [last, col] of [
      ["fourteen.", 1],
      ["  fourteen.", 3],
      ["    fourteen.", 5],
    ] as const)
      expect(problems(...bio, last, "    - Second paragraph.")).toEqual([
        `${file}:5:${col}: line 5 goes on with the text of line 4, so it must start under that text, 6 spaces in (or put the whole text in quotes)`,
      ]);
    expect(problems("title: Deacon of", "care and meals", "order: 1")).toEqual([
      `${file}:2:1: line 2 goes on with the text of line 1, so it must start under that text, 7 spaces in (or put the whole text in quotes)`,
    ]);
  });

  it("says what else is wrong in words an office reads", () => {
    expect(problems("title:\tx", "\tfoo: y")).toEqual([
      `${file}:2:1: line 2 is indented with a tab: indent with spaces only`,
    ]);
    expect(problems('title: "Deacon of care', "order: 1")).toEqual([
      `${file}:1:8: the text in quotes that starts on line 1 is not closed: end it with "`,
    ]);
    expect(problems("title: [Draft] Notes")).toEqual([
      `${file}:1:8: put this text in quotes: a text that starts with "[" is read as a list`,
    ]);
    expect(problems("title: 'Deacon of care", "bio: It's fine", "order: 1")).toEqual([
      `${file}:1:8: the text in quotes that starts on line 1 is not closed: end it with '`,
    ]);
    expect(problems('title: "Deacon" of care')).toEqual([
      `${file}:1:17: put the whole text in quotes, or none of it: there is more text after the closing quote`,
    ]);
    expect(problems("title: @home")).toEqual([`${file}:1:8: put this text in quotes: it starts with "@"`]);
    expect(problems("title: - x")).toEqual([
      `${file}:1:8: put this text in quotes: it starts with "- ", which starts a list`,
    ]);
    expect(problems("year: 1911", "year: 1912")).toEqual([
      `${file}:2:1: the field "year" is written twice in this entry; keep one`,
    ]);
  });
});

describe("what YAML reads without complaint, but not as it was meant", () => {
  it("refuses a list item joined to the one above it, naming both lines", () => {
    const read = readYaml(
      file,
      ["about:", "  bio:", "    - First paragraph.", "      - Second paragraph.", "    - Third."].join("\n"),
    );
    expect(read.ok && read.source.data).toEqual({ about: { bio: ["First paragraph. - Second paragraph.", "Third."] } });
    expect(read.problems).toEqual([
      `${file}:4:7: line 4 starts with "- " but is read as more of the text on line 3, because it starts further in than that line's "-": start it exactly under that "-" to make it an item of its own`,
    ]);
  });

  it("says so when a field's text goes on with a line that starts with a dash", () => {
    expect(problems("title: Deacon", "  - of care")).toEqual([
      `${file}:2:3: line 2 starts with "- " but is read as more of the text on line 1: to make a list, put each item on a line of its own under the field, starting with "- "`,
    ]);
  });

  it("keeps a text written over several lines, and a number with a note", () => {
    expect(problems("order: 3 # third")).toEqual([]);
    expect(
      problems(
        "bio:",
        "  - David has served as pastor since 2004. He grew up on a",
        "    dairy farm - two valleys over.",
      ),
    ).toEqual([]);
  });

  it("refuses text cut by a #, which starts a note", () => {
    expect(problems("room: Room #4", "floor: 2")).toEqual([
      `${file}:1:12: the text after " #" is read as a note and left out: put the whole text in double quotes to keep it, or delete the note`,
    ]);
    expect(problems('room: "Room #4"', "# a note of its own", "floor: 2")).toEqual([]);
  });

  it("counts lines from where a page's front matter starts", () => {
    expect(readYaml("content/pages/x.md", "path: /x\ntitle: A: B\n", 2).problems).toEqual([
      'content/pages/x.md:3:8: put this text in quotes: it contains ": "',
    ]);
  });
});
