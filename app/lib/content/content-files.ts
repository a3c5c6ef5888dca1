/**
 * The content the manifest (content/collections.ts) declares, read from a content tree into the
 * form the content check takes: each collection's data with the file, line and column of every field.
 */
import type { z } from "zod";
import {
  collections,
  type Collection,
  type CollectionSource,
  type FolderSource,
} from "../../../content/collections.ts";
import type { ContentFile } from "./content-check.ts";
import type { ContentTree } from "./content-tree.ts";
import { readPageFiles, type PageBody } from "./page-files.ts";
import { folderContent, groupedFolderContent, withField, yamlFileContent } from "./yaml-content.ts";

type Collections = typeof collections;
export type ContentFiles = { [K in keyof Collections]: ContentFile<Collections[K]["schema"]> };

/** Every collection read from the tree, and each page's Markdown beyond its checked fields. */
export function readContentFiles(tree: ContentTree): {
  files: ContentFiles;
  pageBodies: Map<string, PageBody>;
  /** The file of each page, in the order of the pages' data. */
  pageFiles: string[];
} {
  let pageBodies = new Map<string, PageBody>();
  let pageFiles: string[] = [];
  const read = ({ source, schema }: Collection): ContentFile => {
    if ("pages" in source) {
      const pages = readPageFiles(tree, source.pages);
      pageBodies = pages.bodies;
      pageFiles = pages.files;
      return { ...pages.content, schema };
    }
    return readSource(tree, source, schema);
  };
  const files = Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, read(collection)]),
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
