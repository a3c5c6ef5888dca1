/**
 * Content kept in YAML: a single thing as one file (content/livestream.yaml), a collection as a
 * folder of files, one entry a file (content/history/). The order of a collection's entries is a
 * field of theirs (a year, an `order`), never the files' names.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { z } from "zod";
import type { ContentFile } from "../lib/content-check.ts";
import { projectPath } from "../lib/project-paths.server.ts";
import { readYaml, type YamlSource } from "./yaml-source.ts";

/** The folder's entries in the order of `orderBy`, and each file that could not be read as YAML. */
export interface ContentFolder {
  sources: YamlSource[];
  problems: string[];
}

export interface FolderOrder {
  /** The field the entries are ordered by: `year`, `order`. */
  by: string;
  /** Whether two entries may share a value (two events of one year may; two places in a list may not). */
  unique?: boolean;
}

export function readContentFolder(folder: string, order: FolderOrder, root = projectPath()): ContentFolder {
  const names = readdirSync(`${root}/${folder}`)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  const sources: YamlSource[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const file = `${folder}/${name}`;
    const read = readYaml(file, readFileSync(`${root}/${file}`, "utf8"));
    if (read.ok) sources.push(read.source);
    else problems.push(read.problem);
  }
  if (names.length === 0) problems.push(`${folder}: the folder has no .yaml file`);
  const key = (source: YamlSource) => {
    const value = (source.data as Record<string, unknown> | null)?.[order.by];
    return typeof value === "number" || typeof value === "string" ? value : "";
  };
  // A stable sort: entries with the same order keep their files' alphabetical order.
  sources.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (order.unique) {
    sources.forEach((source, i) => {
      const earlier = sources[i - 1];
      if (earlier && key(earlier) !== "" && key(earlier) === key(source)) {
        problems.push(
          `${source.where([order.by])}: ${order.by} ${key(source)} is also the ${order.by} of ${earlier.file}`,
        );
      }
    });
  }
  return { sources, problems };
}

/** A folder as a content file of the check: its entries as one list, each with its own file. */
export function folderContent<S extends z.ZodType>(
  folder: string,
  order: FolderOrder,
  schema: S,
  root = projectPath(),
): ContentFile<S> {
  const { sources, problems } = readContentFolder(folder, order, root);
  const where = (path: readonly PropertyKey[]) => {
    const source = typeof path[0] === "number" ? sources[path[0]] : undefined;
    return source ? source.where(path.slice(1)) : folder;
  };
  return { file: folder, schema, data: sources.map((source) => source.data), where, problems };
}

/** One YAML file as a content file of the check, with the line and column of every field. */
export function yamlFileContent<S extends z.ZodType>(file: string, schema: S, root = projectPath()): ContentFile<S> {
  const read = readYaml(file, readFileSync(`${root}/${file}`, "utf8"));
  if (!read.ok) return { file, schema, data: undefined, problems: [read.problem] };
  return { file, schema, data: read.source.data, where: read.source.where };
}
