/**
 * A collection kept as a folder of YAML files, one entry a file, such as content/history/. The
 * order of the entries is a field of theirs (a year, an `order`), never the files' names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { projectPath } from "../lib/project-paths.server.ts";
import { readYaml, type YamlSource } from "./yaml-source.ts";

/** The folder's entries in the order of `orderBy`, and each file that could not be read as YAML. */
export interface ContentFolder {
  sources: YamlSource[];
  problems: string[];
}

export function readContentFolder(folder: string, orderBy: string, root = projectPath()): ContentFolder {
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
    const value = (source.data as Record<string, unknown> | null)?.[orderBy];
    return typeof value === "number" || typeof value === "string" ? value : "";
  };
  // A stable sort: entries with the same order keep their files' alphabetical order.
  sources.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { sources, problems };
}
