import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkContent } from "./content-check";
import { folderContent, groupedFolderContent, readContentFolder, withField, yamlFileContent } from "./yaml-content";

/** A content tree of these folders' files: { "content/years": { "a.yaml": "..." } }. */
const treeOf = (folders: Record<string, Record<string, string>>) =>
  new Map(
    Object.entries(folders).flatMap(([folder, files]) =>
      Object.entries(files).map(([name, text]) => [`${folder}/${name}`, text] as const),
    ),
  );

const entry = z.strictObject({ year: z.number().int(), title: z.string().trim().min(1, "must not be empty") });

/** A project with one folder of these files, checked as the build checks a collection. */
function check(files: Record<string, string>) {
  const tree = treeOf({ "content/years": files });
  const years = folderContent(tree, { folder: "content/years", order: { by: "year" } }, z.array(entry));
  const result = checkContent({ years });
  return { data: years.data, problems: result.ok ? [] : result.problems };
}

describe("a folder of YAML entries", () => {
  it("reads every entry in the order of its field, not of its file name", () => {
    const { data, problems } = check({
      "a.yaml": "year: 1972\ntitle: Move\n",
      "b.yaml": "year: 1910\ntitle: Sunday school\n",
      "notes.txt": "not an entry",
    });
    expect(problems).toEqual([]);
    expect(data).toEqual([
      { year: 1910, title: "Sunday school" },
      { year: 1972, title: "Move" },
    ]);
  });

  it("names file, line and column of a YAML mistake, with no stack trace", () => {
    expect(
      check({ "a.yaml": "year: 1910\ntitle: [unclosed\n", "b.yaml": "year: 1911\nyear: 1912\ntitle: x\n" }).problems,
    ).toEqual([
      'content/years/a.yaml:2:8: put this text in quotes: a text that starts with "[" is read as a list',
      'content/years/b.yaml:2:1: the field "year" is written twice in this entry; keep one',
    ]);
  });

  it("names file, line, column, entry and field of a wrong value or an unknown field", () => {
    const { problems } = check({
      "a.yaml": 'year: 1910\ntitle: "  "\n',
      "b.yaml": "year: nineteen-ten\ntitle: Sunday school\n",
      "c.yaml": "year: 1920\ntitle: Chapel\nbuilder: the Greers\n",
    });
    expect(problems).toEqual([
      'content/years/a.yaml:2:8: 1910: field "title" must not be empty',
      'content/years/b.yaml:1:7: Sunday school: field "year" must be a number, not the text "nineteen-ten"',
      'content/years/c.yaml:3:10: Chapel: field "builder" is not a field of this entry',
    ]);
  });

  it("refuses two entries at one place of a list, naming both files", () => {
    const tree = treeOf({
      "content/list": { "a.yaml": "order: 1\ntitle: First\n", "b.yaml": "title: Second\norder: 1\n" },
    });
    expect(readContentFolder(tree, "content/list", { by: "order", unique: true }).problems).toEqual([
      "content/list/b.yaml:2:8: order 1 is taken twice, here and in content/list/a.yaml: the only place taken is 1; the next free place is 2",
    ]);
  });

  it("keeps times and dates as written", () => {
    const tree = treeOf({ "content/times": { "a.yaml": "order: 1\nstarts: 18:30\nfrom: 2026-09-09\n" } });
    expect(readContentFolder(tree, "content/times", { by: "order" }).sources[0]!.data).toEqual({
      order: 1,
      starts: "18:30",
      from: "2026-09-09",
    });
  });

  it("reads a folder with no entry as an empty list, which its schema may allow", () => {
    expect(check({})).toEqual({ data: [], problems: [] });
  });
});

describe("a single YAML file", () => {
  const schema = z.strictObject({ schedule: z.string().trim().min(1, "must not be empty"), date: z.iso.date() });
  const check = (text: string) => {
    const tree = treeOf({ content: { "live.yaml": text } });
    const result = checkContent({ live: yamlFileContent(tree, "content/live.yaml", schema) });
    return result.ok ? [] : result.problems;
  };

  it("is checked with the line and column of each field", () => {
    expect(check("schedule: Sundays at 10:30 AM\ndate: 2024-01-14\n")).toEqual([]);
    expect(check('schedule: Sundays at 10:30 AM\ndate: "January 14"\n')).toEqual([
      'content/live.yaml:2:7: field "date" Invalid ISO date',
    ]);
  });

  it("names the line and column of a YAML mistake", () => {
    expect(check("schedule: Sundays: 10:30 AM\ndate: 2024-01-14\n")).toEqual([
      'content/live.yaml:1:11: put this text in quotes: it contains ": "',
    ]);
  });
});

describe("groups in one folder, their entries in another", () => {
  const person = z.strictObject({ name: z.string().trim().min(1, "must not be empty") });
  const schema = z.array(z.strictObject({ heading: z.string(), people: z.array(person) }));
  const check = (groups: Record<string, string>, people: Record<string, string>) => {
    const tree = treeOf({ "content/groups": groups, "content/people": people });
    const content = groupedFolderContent(
      tree,
      {
        groups: { folder: "content/groups", order: { by: "order", unique: true }, listField: "people" },
        entries: { folder: "content/people", order: { by: "order", unique: true }, groupField: "group" },
      },
      schema,
    );
    const result = checkContent({ staff: content });
    return { data: content.data, problems: result.ok ? [] : result.problems };
  };
  const groups = { "elders.yaml": "order: 1\nheading: Elders\n", "deacons.yaml": "order: 2\nheading: Deacons\n" };

  it("puts each entry in its group, in the order of its place, without the two fields", () => {
    const { data, problems } = check(groups, {
      "b.yaml": "group: elders\norder: 2\nname: Ben\n",
      "a.yaml": "group: elders\norder: 1\nname: Ann\n",
      "c.yaml": "group: deacons\norder: 1\nname: Cal\n",
    });
    expect(problems).toEqual([]);
    expect(data).toEqual([
      { heading: "Elders", people: [{ name: "Ann" }, { name: "Ben" }] },
      { heading: "Deacons", people: [{ name: "Cal" }] },
    ]);
  });

  it("names the entry's own file for its mistakes, an unknown group and a shared place", () => {
    const { problems } = check(groups, {
      "a.yaml": "group: elders\norder: 1\nname: Ann\n",
      "b.yaml": "group: elders\norder: 1\nname: Ben\n",
      "c.yaml": "group: elderz\norder: 3\nname: Cal\n",
      "d.yaml": 'group: deacons\norder: first\nname: " "\n',
    });
    expect(problems).toEqual([
      'content/people/c.yaml:1:8: group "elderz" is not a group: the groups are the files of content/groups/ (elders, deacons)',
      'content/people/d.yaml:2:8: field "order" must be a whole number',
      "content/people/b.yaml:2:8: order 1 is taken twice, here and in content/people/a.yaml: the only place taken is 1; the next free place is 2",
      'content/people/d.yaml:3:7: Deacons: field "people[0].name" must not be empty',
    ]);
  });
});

describe("one file with a list kept as a folder", () => {
  const schema = z.strictObject({
    when: z.string(),
    groups: z.array(z.strictObject({ order: z.number().int(), name: z.string().trim().min(1, "must not be empty") })),
  });
  const check = (base: string, groups: Record<string, string>) => {
    const tree = treeOf({ content: { "groups.yaml": base }, "content/groups": groups });
    const content = withField(
      yamlFileContent(tree, "content/groups.yaml", schema),
      "groups",
      folderContent(tree, { folder: "content/groups", order: { by: "order", unique: true } }, schema.shape.groups),
    );
    const result = checkContent({ groups: content });
    return { data: content.data, problems: result.ok ? [] : result.problems };
  };

  it("puts the folder's entries, in order, in the file's list", () => {
    expect(check("when: Wednesdays\n", { "b.yaml": "order: 2\nname: B\n", "a.yaml": "order: 1\nname: A\n" })).toEqual({
      data: {
        when: "Wednesdays",
        groups: [
          { order: 1, name: "A" },
          { order: 2, name: "B" },
        ],
      },
      problems: [],
    });
  });

  it("names the file of each mistake, in the list or outside it", () => {
    expect(check("when: 3\n", { "a.yaml": 'order: 1\nname: ""\n' }).problems).toEqual([
      'content/groups.yaml:1:7: field "when" must be text, not the number 3',
      'content/groups/a.yaml:2:7: field "groups[0].name" must not be empty',
    ]);
  });
});
