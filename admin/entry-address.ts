/**
 * The editor's address of the entry a content file holds, for the buttons that open the entry a
 * problem names (admin/publish-watch.ts). Read from the editor's configuration alone, so it
 * loads with the editor without the schemas.
 */
import type { CmsConfig, CollectionFile, EntryCollection, FileCollection } from "@sveltia/cms";

/**
 * The editor's address of the entry a content file holds (`#/collections/…/entries/…`), for the
 * button that opens it; undefined for a file no form edits. A page's file is in the collection
 * of its kind (`kindOf` reads it from the repository), or a form of Site pages.
 */
export function entryAddress(
  config: CmsConfig,
  file: string,
  kindOf: (file: string) => string | undefined,
): string | undefined {
  const address = (collection: string, entry: string) =>
    `#/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(entry)}`;
  for (const single of (config.singletons ?? []) as CollectionFile[])
    if (single.file === file) return address("_singletons", single.name);
  for (const collection of (config.collections ?? []) as (EntryCollection | FileCollection)[]) {
    if ("files" in collection) {
      const form = (collection.files as CollectionFile[]).find((f) => f.file === file);
      if (form) return address(collection.name, form.name);
      continue;
    }
    const inFolder = new RegExp(`^${collection.folder}/([^/]+)\\.${collection.extension ?? "yaml"}$`).exec(file);
    if (!inFolder) continue;
    const filter = collection.filter as { field: string; value: string } | undefined;
    if (filter && kindOf(file) !== filter.value) continue;
    return address(collection.name, inFolder[1]!);
  }
  return undefined;
}
