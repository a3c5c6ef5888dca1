/**
 * The repository as the site editor holds it, as a content tree for the check: every entry of
 * every collection, written as its file (admin/entry-text.ts). The editor reads its entries
 * through `getCollection`, which it hands to preview templates; admin/previews.ts passes it on here.
 */
import type { CmsConfig } from "@sveltia/cms";
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { entryText } from "./entry-text.ts";

/** An entry as the editor gives it (an Immutable.js map): its file, its fields. */
export interface EditorEntry {
  get(key: "path" | "slug" | "collection"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
}

type GetCollection = (name: string) => Promise<EditorEntry[] | EditorEntry>;

let getCollection: GetCollection | undefined;

/** Keeps the editor's reader of entries, the first time a preview is drawn. */
export function connectRepository(reader: GetCollection): void {
  getCollection ??= reader;
}

let cached: { tree: ContentTree; at: number } | undefined;

/**
 * Every entry of the editor's collections as its file; undefined until the editor has drawn a
 * preview. Read again at most once a second: the check runs as the office types.
 */
export async function repositoryTree(config: CmsConfig): Promise<ContentTree | undefined> {
  if (!getCollection) return undefined;
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
