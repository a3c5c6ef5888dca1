/**
 * A collection's data written back as the files it is read from (content/collections.ts): a
 * single thing as one YAML file, a list as a folder of files, one entry a file, groups and their
 * entries as two folders. It is the reverse of app/lib/content/content-files.ts, so that content
 * made as data (the church generator's) is read by the build as an office's files are.
 */
import { stringify } from "yaml";
import { collections, type FolderSource, type GroupedSource } from "../../content/collections.ts";
import { slugify } from "../../app/lib/slugify.ts";

type Entry = Record<string, unknown>;
const yaml = (data: unknown) => stringify(data, { lineWidth: 0 });

/** The fields that name an entry, for its file's name. */
const naming = ["title", "name", "label", "heading", "topic", "question", "firstName", "year"];
function fileName(entry: Entry, taken: Set<string>): string {
  const named = naming.filter((field) => typeof entry[field] === "string" || typeof entry[field] === "number");
  const person = typeof entry["lastName"] === "string" ? `${String(entry["firstName"])} ${entry["lastName"]}` : "";
  const base = slugify(person || (named[0] ? String(entry[named[0]]) : "entry")).slice(0, 60);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

function folderFiles({ folder, nameField, order }: FolderSource, entries: Entry[], files: Map<string, string>) {
  const taken = new Set<string>();
  for (const [i, listed] of entries.entries()) {
    // Places no two entries share are numbered in the list's order.
    const entry = order.unique && typeof order.by === "string" ? { ...listed, [order.by]: i + 1 } : listed;
    const { [nameField ?? ""]: named, ...rest } = entry;
    const name = nameField && typeof named === "string" ? named : fileName(entry, taken);
    files.set(`${folder}/${name}.yaml`, yaml(nameField ? rest : entry));
  }
}

function groupedFiles({ groups, entries }: GroupedSource, data: Entry[], files: Map<string, string>) {
  const groupNames = new Set<string>();
  const entryNames = new Set<string>();
  data.forEach((group, g) => {
    const { [groups.listField]: members, ...rest } = group;
    const name = fileName(rest, groupNames);
    files.set(`${groups.folder}/${name}.yaml`, yaml({ ...rest, [groups.order.by]: g + 1 }));
    ((members as Entry[] | undefined) ?? []).forEach((entry, e) => {
      files.set(
        `${entries.folder}/${fileName(entry, entryNames)}.yaml`,
        yaml({ [entries.groupField]: name, [entries.order.by]: e + 1, ...entry }),
      );
    });
  });
}

/** The files of a collection (not the pages, which are Markdown) holding `data`, by their paths. */
export function collectionFiles(name: Exclude<keyof typeof collections, "pages">, data: unknown): Map<string, string> {
  const { source } = collections[name];
  const files = new Map<string, string>();
  if ("pages" in source) throw new Error("collectionFiles: pages are Markdown files");
  if ("groups" in source) groupedFiles(source, data as Entry[], files);
  else if ("folder" in source) folderFiles(source, data as Entry[], files);
  else {
    const parts = source.fields ?? {};
    const own = Object.fromEntries(Object.entries(data as Entry).filter(([field]) => !(field in parts)));
    files.set(source.file, yaml(own));
    for (const [field, part] of Object.entries(parts)) {
      const list = ((data as Entry)[field] ?? []) as Entry[];
      if ("groups" in part) groupedFiles(part, list, files);
      else folderFiles(part, list, files);
    }
  }
  return files;
}
