/**
 * The editor's reader of entries, `getCollection`, for the content check (admin/repository.ts).
 * Sveltia CMS hands it to preview templates only, and a phone shows no preview until asked, so
 * the build names it where the check can always find it (scripts/build-admin.ts). Kept apart
 * from the check so the editor's first load does not carry it.
 */

/** An entry as the editor gives it (an Immutable.js map): its file, its fields. */
export interface EditorEntry {
  get(key: "path" | "slug" | "collection"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
}

export type GetCollection = (name: string) => Promise<EditorEntry[] | EditorEntry>;

/** Where the build puts the reader: a name of the editor's page, which nothing else reads. */
export const entryReaderGlobal = "__siteEditorGetCollection";

/** The editor's reader of entries. */
export function repositoryReader(): GetCollection {
  const reader = (globalThis as Record<string, unknown>)[entryReaderGlobal];
  if (typeof reader !== "function")
    throw new Error("the editor's reader of entries is missing: build the editor with scripts/build-admin.ts");
  return reader as GetCollection;
}

/** The editor's React helpers (Decap CMS's globals, which Sveltia CMS provides too). */
export interface EditorReact {
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
}
