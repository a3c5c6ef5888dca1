/**
 * Content kept in YAML: a single thing as one file (content/livestream.yaml), a collection as a
 * folder of files, one entry a file (content/history/). The order of a collection's entries is a
 * field of theirs (a year, an `order`), never the files' names.
 */
import type { z } from "zod";
import type { FolderOrder, FolderSource, GroupedSource } from "../../../content/collections.ts";
import type { ContentFile } from "./content-check.ts";
import { baseName, filesIn, type ContentTree } from "./content-tree.ts";
import { readYaml, type YamlSource } from "./yaml-source.ts";

/** The folder's entries in the order of `orderBy`, and each file that could not be read as YAML. */
export interface ContentFolder {
  sources: YamlSource[];
  problems: string[];
}

export function readContentFolder(tree: ContentTree, folder: string, order: FolderOrder): ContentFolder {
  const files = filesIn(tree, folder, [".yaml", ".yml"]);
  const sources: YamlSource[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const read = readYaml(file, tree.get(file)!);
    if (read.ok) sources.push(read.source);
    problems.push(...read.problems);
  }
  const key = placeOf(order.by);
  // A stable sort: entries with the same order keep their files' alphabetical order.
  sources.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (order.unique) problems.push(...sharedPlaces(sources, order.by));
  return { sources, problems };
}

/** An entry's value of the field it is ordered by, "" when it has none that can be ordered. */
const placeOf = (by: FolderOrder["by"]) => (source: YamlSource) => {
  const values = (typeof by === "string" ? [by] : by).map(
    (field) => (source.data as Record<string, unknown> | null)?.[field],
  );
  if (!values.every((value) => typeof value === "number" || typeof value === "string")) return "";
  return values.length === 1 ? (values[0] as number | string) : values.join(" ");
};

/**
 * Each entry of a sorted list that has the same place as the one before it, named with both files
 * and, for places that are numbers, with the places taken and the next free one.
 */
function sharedPlaces(sorted: readonly YamlSource[], by: FolderOrder["by"]): string[] {
  const key = placeOf(by);
  const field = typeof by === "string" ? by : by.join(" and ");
  const first = typeof by === "string" ? by : (by[0] ?? "");
  const numbers = sorted.map(key).filter((place): place is number => typeof place === "number");
  const taken =
    numbers.length === sorted.length
      ? `: ${new Set(numbers).size === 1 ? "the only place taken is" : "the places taken are"} ${ranges(numbers)}; the next free place is ${freePlace(numbers)}`
      : "";
  return sorted.flatMap((source, i) => {
    const earlier = sorted[i - 1];
    return earlier && key(source) !== "" && key(earlier) === key(source)
      ? [`${source.where([first])}: ${field} ${key(source)} is taken twice, here and in ${earlier.file}${taken}`]
      : [];
  });
}

/** The first whole number from 1 that no entry has. */
export const freePlace = (places: readonly number[]) => {
  let free = 1;
  while (places.includes(free)) free++;
  return free;
};

/** Sorted numbers as runs: "1-4, 6 and 9". */
function ranges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.length > 1 ? `${runs.slice(0, -1).join(", ")} and ${runs.at(-1)}` : (runs[0] ?? "");
}

/** A folder as a content file of the check: its entries as one list, each with its own file. */
export function folderContent<S extends z.ZodType>(
  tree: ContentTree,
  { folder, order, nameField }: FolderSource,
  schema: S,
): ContentFile<S> {
  const { sources, problems } = readContentFolder(tree, folder, order);
  const named = (source: YamlSource) =>
    nameField ? { ...(source.data as object), [nameField]: baseName(source.file) } : source.data;
  const where = (path: readonly PropertyKey[]) => {
    const source = typeof path[0] === "number" ? sources[path[0]] : undefined;
    return source ? source.where(path.slice(1)) : folder;
  };
  return { file: folder, schema, data: sources.map(named), where, problems };
}

/** One YAML file as a content file of the check, with the line and column of every field. */
export function yamlFileContent<S extends z.ZodType>(tree: ContentTree, file: string, schema: S): ContentFile<S> {
  const text = tree.get(file);
  if (text === undefined) return { file, schema, data: undefined, problems: [`${file}: the file is missing`] };
  const read = readYaml(file, text);
  if (!read.ok) return { file, schema, data: undefined, problems: read.problems };
  return { file, schema, data: read.source.data, where: read.source.where, problems: read.problems };
}

/**
 * Groups with their entries, as one list for the check (the staff directory: each group a file
 * of content/staff-groups/, each person a file of content/staff/). The group and place fields
 * are the files' own: checked here and left out of the entries the site reads.
 */
export function groupedFolderContent<S extends z.ZodType>(
  tree: ContentTree,
  { groups, entries }: GroupedSource,
  schema: S,
): ContentFile<S> {
  const groupFolder = readContentFolder(tree, groups.folder, groups.order);
  // Places are unique within a group, not across the folder: checked below.
  const entryFolder = readContentFolder(tree, entries.folder, { by: entries.order.by });
  const problems = [...groupFolder.problems, ...entryFolder.problems];
  for (const source of groupFolder.sources) {
    if (!Number.isInteger((source.data as Record<string, unknown> | null)?.[groups.order.by])) {
      problems.push(`${source.where([groups.order.by])}: field "${groups.order.by}" must be a whole number`);
    }
  }
  const names = groupFolder.sources.map((source) => baseName(source.file));
  const members = groupFolder.sources.map(() => [] as YamlSource[]);
  for (const source of entryFolder.sources) {
    const fields = (source.data ?? {}) as Record<string, unknown>;
    for (const [field, want, ok] of [
      [entries.groupField, "a group's name", typeof fields[entries.groupField] === "string"],
      [entries.order.by, "a whole number", Number.isInteger(fields[entries.order.by])],
    ] as const) {
      if (!ok) problems.push(`${source.where([field])}: field "${field}" must be ${want}`);
    }
    const group = fields[entries.groupField];
    const index = names.indexOf(String(group));
    if (index === -1) {
      problems.push(
        `${source.where([entries.groupField])}: ${entries.groupField} "${String(group)}" is not a group: ` +
          `the groups are the files of ${groups.folder}/ (${names.join(", ")})`,
      );
    } else members[index]!.push(source);
  }
  // Each entry's place in its group is its own field: unique within the group when asked.
  if (entries.order.unique) for (const list of members) problems.push(...sharedPlaces(list, entries.order.by));
  const own = new Set([entries.groupField, entries.order.by]);
  const without = (data: unknown, fields: Set<string>) =>
    Object.fromEntries(Object.entries((data ?? {}) as object).filter(([key]) => !fields.has(key)));
  const data = groupFolder.sources.map((group, g) => ({
    ...without(group.data, new Set([groups.order.by])),
    [groups.listField]: members[g]!.map((entry) => without(entry.data, own)),
  }));
  const where = (path: readonly PropertyKey[]) => {
    const [g, field, e, ...rest] = path;
    const group = typeof g === "number" ? groupFolder.sources[g] : undefined;
    if (!group) return groups.folder;
    const entry = field === groups.listField && typeof e === "number" ? members[g as number]![e] : undefined;
    return entry ? entry.where(rest) : group.where(path.slice(1));
  };
  return { file: groups.folder, schema, data, where, problems };
}

/**
 * One file with one of its fields read from elsewhere: the care groups' common schedule in
 * content/care-groups.yaml and their list, `groups`, from the files of content/care-groups/.
 * Each mistake is named by the file it is in.
 */
export function withField<S extends z.ZodType>(base: ContentFile<S>, field: string, part: ContentFile): ContentFile<S> {
  const problems = [...(base.problems ?? []), ...(part.problems ?? [])];
  if (base.data === undefined) return { ...base, problems };
  const data = { ...(base.data as object), [field]: part.data };
  const where = (path: readonly PropertyKey[]) =>
    path[0] === field ? (part.where?.(path.slice(1)) ?? part.file) : (base.where?.(path) ?? base.file);
  return { ...base, data, where, problems };
}
