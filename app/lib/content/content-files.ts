/**
 * The content the manifest (content/collections.ts) declares, read from a content tree into the
 * form the content check takes: each collection's data with the file, line and column of every field.
 */
import type { z } from "zod";
import {
  collections,
  requiredCollections,
  type Collection,
  type CollectionSource,
  type FolderSource,
  type RequiredCollection,
} from "../../../content/collections.ts";
import type { ContentFile } from "./content-check.ts";
import { filesIn, type ContentTree } from "./content-tree.ts";
import { readPageFiles, type PageBody } from "./page-files.ts";
import { folderContent, groupedFolderContent, withField, yamlFileContent } from "./yaml-content.ts";

type Collections = typeof collections;
export type ContentFiles = { [K in keyof Collections]: ContentFile<Collections[K]["schema"]> };
export type CollectionName = keyof Collections;

/** Whether the site cannot be without this collection (content/collections.ts `requiredCollections`). */
export const isRequired = (name: string): name is RequiredCollection =>
  (requiredCollections as readonly string[]).includes(name);

/** The file or folder a collection is known by, the one whose absence means the church has none. */
export function mainPlace(source: CollectionSource): string {
  if ("pages" in source) return source.pages;
  if ("groups" in source) return source.groups.folder;
  return "file" in source ? source.file : source.folder;
}

/** Whether the tree holds the collection: its file, or a file of its folder (or of its groups' folder). */
export function isPresent(tree: ContentTree, source: CollectionSource): boolean {
  if ("pages" in source) return filesIn(tree, source.pages, [".md"]).length > 0;
  if ("file" in source) return tree.has(source.file);
  const folders = "groups" in source ? [source.groups.folder, source.entries.folder] : [source.folder];
  return folders.some((folder) => filesIn(tree, folder, [".yaml", ".yml"]).length > 0);
}

/** Every collection read from the tree, and each page's Markdown beyond its checked fields. */
export function readContentFiles(tree: ContentTree): {
  files: ContentFiles;
  pageBodies: Map<string, PageBody>;
  /** The file of each page, in the order of the pages' data. */
  pageFiles: string[];
} {
  let pageBodies = new Map<string, PageBody>();
  let pageFiles: string[] = [];
  const read = (name: string, { source, schema, feeds }: Collection): ContentFile => {
    // A church without a feature has none of its files: the collection is simply absent.
    if (!isPresent(tree, source)) {
      const place = mainPlace(source);
      const missing = "file" in source ? "the file is missing" : "the folder has no file";
      const problems = isRequired(name) ? [`${place}: ${missing}, and every church's site needs it: ${feeds}`] : [];
      return { file: place, schema, data: undefined, problems, absent: true };
    }
    if ("pages" in source) {
      const pages = readPageFiles(tree, source.pages);
      pageBodies = pages.bodies;
      pageFiles = pages.files;
      return { ...pages.content, schema };
    }
    return readSource(tree, source, schema);
  };
  const files = Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, read(name, collection)]),
  ) as ContentFiles;
  return { files, pageBodies, pageFiles };
}

function readSource(
  tree: ContentTree,
  source: Exclude<CollectionSource, { pages: string }>,
  schema: z.ZodType,
): ContentFile {
  if ("groups" in source) return groupedFolderContent(tree, source, schema);
  if ("folder" in source) return folderContent(tree, source as FolderSource, schema);
  // A file whose list fields live in folders: each part checked by the schema of its field.
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(source.fields ?? {}).reduce(
    (file, [field, part]) => withField(file, field, readSource(tree, part, shape[field]!)),
    yamlFileContent(tree, source.file, schema),
  );
}
