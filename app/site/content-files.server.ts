/**
 * The content the manifest (content/collections.ts) declares, read from its files into the form
 * the content check takes: each collection's data with the file, line and column of every field.
 */
import type { z } from "zod";
import { collections, type Collection, type CollectionSource, type FolderSource } from "../../content/collections.ts";
import type { ContentFile } from "../lib/content-check.ts";
import { projectPath } from "./project-paths.server.ts";
import { readPageFiles, type PageBody } from "./page-files.server.ts";
import { folderContent, groupedFolderContent, withField, yamlFileContent } from "./yaml-content.server.ts";

type Collections = typeof collections;
export type ContentFiles = { [K in keyof Collections]: ContentFile<Collections[K]["schema"]> };

/** Every collection read from disk, and each page's Markdown beyond its checked fields. */
export function readContentFiles(root = projectPath()): {
  files: ContentFiles;
  pageBodies: Map<string, PageBody>;
  /** The file of each page, in the order of the pages' data. */
  pageFiles: string[];
} {
  let pageBodies = new Map<string, PageBody>();
  let pageFiles: string[] = [];
  const read = ({ source, schema }: Collection): ContentFile => {
    if ("pages" in source) {
      const pages = readPageFiles(root, source.pages);
      pageBodies = pages.bodies;
      pageFiles = pages.files;
      return { ...pages.content, schema };
    }
    return readSource(source, schema, root);
  };
  const files = Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [name, read(collection)]),
  ) as ContentFiles;
  return { files, pageBodies, pageFiles };
}

function readSource(
  source: Exclude<CollectionSource, { pages: string }>,
  schema: z.ZodType,
  root: string,
): ContentFile {
  if ("groups" in source) return groupedFolderContent(source, schema, root);
  if ("folder" in source) return folderContent(source as FolderSource, schema, root);
  // A file whose list fields live in folders: each part checked by the schema of its field.
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(source.fields ?? {}).reduce(
    (file, [field, part]) => withField(file, field, readSource(part, shape[field]!, root)),
    yamlFileContent(source.file, schema, root),
  );
}
