/**
 * The repository as the site editor holds it, as a content tree for the check: every entry of
 * every collection, written as its file (admin/entry-text.ts), read through the editor's reader
 * of entries (admin/editor-reader.ts).
 */
import type { CmsConfig } from "@sveltia/cms";
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { repositoryReader } from "./editor-reader.ts";
import { entryText } from "./entry-text.ts";

let cached: { tree: ContentTree; at: number } | undefined;

/** Every entry of the editor's collections as its file. Read again at most once a second: the check runs as the office types. */
export async function repositoryTree(config: CmsConfig): Promise<ContentTree> {
  const getCollection = repositoryReader();
  if (cached && Date.now() - cached.at < 1000) return cached.tree;
  const names = [
    ...(config.collections ?? []).flatMap((collection) =>
      "name" in collection && collection.name ? [collection.name] : [],
    ),
    "_singletons",
  ];
  const tree = new Map<string, string>();
  for (const name of names) {
    const entries = await getCollection(name);
    for (const entry of Array.isArray(entries) ? entries : [entries]) {
      const path = entry.get("path");
      if (path) tree.set(path, entryText(path, entry.get("data")?.toJS() ?? {}));
    }
  }
  cached = { tree, at: Date.now() };
  return tree;
}

/** Forgets the files read, after a save changed one. */
export function repositoryChanged(): void {
  cached = undefined;
}
