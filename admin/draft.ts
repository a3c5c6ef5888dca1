/**
 * The entry the office is editing, as the file a save would write: where it goes (a new entry's
 * file is named by its collection's slug, as the editor names it), what it holds, and the place
 * a new entry left without one is given (admin/places.ts).
 */
import type { CmsConfig, EntryCollection } from "@sveltia/cms";
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { slugify } from "../app/lib/slugify.ts";
import type { SavedFile } from "./entry-check.ts";
import { entryText, withoutEmpty } from "./entry-text.ts";
import { lastPlace, placeRuleOf } from "./places.ts";
import type { EditorEntry } from "./editor-reader.ts";

/** The value at a dotted path of an entry's fields: "title.prefix". */
const valueAt = (data: Record<string, unknown>, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

/** A new entry's file: its collection's folder and the slug its fields give. */
function newEntryFile(collection: EntryCollection, data: Record<string, unknown>): string {
  const template = typeof collection.slug === "string" ? collection.slug : "{{title}}";
  const slug = template.replace(/\{\{([\w.]+)\}\}/g, (_, path: string) => String(valueAt(data, path) ?? ""));
  return `${collection.folder}/${slugify(slug) || "new-entry"}.${collection.extension ?? "md"}`;
}

/** The file the entry would be saved as, and the place given to it if it had none. */
export function draftFile(
  config: CmsConfig,
  entry: EditorEntry,
  repository: ContentTree,
): SavedFile & { place?: { field: string; value: number } } {
  const data = entry.get("data")?.toJS() ?? {};
  const name = entry.get("collection");
  const collection = (config.collections ?? []).find((c) => c.name === name) as EntryCollection | undefined;
  const file = entry.get("path") || (collection && "folder" in collection ? newEntryFile(collection, data) : "");
  const rule = placeRuleOf(file);
  if (rule && withoutEmpty(data[rule.field]) === undefined) {
    const place = { field: rule.field, value: lastPlace(repository, rule, data, file) };
    return { file, text: entryText(file, { ...data, [rule.field]: place.value }), place };
  }
  return { file, text: entryText(file, data) };
}
