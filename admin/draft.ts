/**
 * The entry the office is editing, as the file a save would write: where it goes (a new entry's
 * file is named by its collection's slug, as the editor names it), what it holds, and the place
 * an entry left without one is given (admin/places.ts).
 */
import type { CmsConfig, EntryCollection } from "@sveltia/cms";
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import type { SavedFile } from "./entry-check.ts";
import { entryText, withoutEmpty } from "./entry-text.ts";
import { nextPlace, placeRuleOf } from "./places.ts";
import type { EditorEntry } from "./editor-reader.ts";

/** The value at a dotted path of an entry's fields: "title.prefix". */
const valueAt = (data: Record<string, unknown>, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

/**
 * A slug as the editor makes one with the site's settings (ASCII, accents cleaned, lower case):
 * every character but letters, digits, _, - and ~ becomes a hyphen, and runs of them one.
 */
export const editorSlug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\w\-~]/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

/** A new entry's file: its collection's folder and the slug its fields give, as the editor names it. */
function newEntryFile(collection: EntryCollection, data: Record<string, unknown>): string {
  const slug = collection.slug;
  const template = typeof slug === "string" ? slug : (slug?.template ?? "{{title}}");
  const name = editorSlug(
    template.replace(/\{\{([\w.]+)\}\}/g, (_, path: string) => String(valueAt(data, path) ?? "")),
  );
  // With no name yet, the editor makes one up when it saves: the check needs only some file.
  return `${collection.folder}/${name || "new"}.${collection.extension ?? "md"}`;
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
    const place = { field: rule.field, value: nextPlace(repository, rule, data, file) };
    return { file, text: entryText(file, { ...data, [rule.field]: place.value }), place };
  }
  return { file, text: entryText(file, data) };
}
