/**
 * The editor's reader of entries, `getCollection`, which Sveltia CMS hands to preview templates
 * only: every preview passes it on here the first time it is drawn, for the content check
 * (admin/repository.ts). Kept apart so the editor's first load does not carry the check.
 */

/** An entry as the editor gives it (an Immutable.js map): its file, its fields. */
export interface EditorEntry {
  get(key: "path" | "slug" | "collection"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
}

export type GetCollection = (name: string) => Promise<EditorEntry[] | EditorEntry>;

let reader: GetCollection | undefined;

/** Keeps the editor's reader of entries, the first time a preview is drawn. */
export function connectRepository(getCollection: GetCollection): void {
  reader ??= getCollection;
}

/** The reader, once a preview has been drawn. */
export const repositoryReader = () => reader;

/** The editor's React helpers (Decap CMS's globals, which Sveltia CMS provides too). */
export interface EditorReact {
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
}
