/**
 * An entry of the site editor as the file it will be, for the content check: YAML, or a page's
 * front matter and Markdown. What the editor leaves out when it saves (an empty optional field,
 * `omit_empty_optional_fields`) is left out here too, and a picture chosen but not yet uploaded
 * (a `blob:` address until the save) stands as a picture of the site. The editor's own keys on
 * the items of a list are left out, as it leaves them out.
 */
import { stringify } from "yaml";

/**
 * A picture picked but not yet uploaded, as a path of content/images the check accepts and the
 * preview can turn back into the picture (blob:https://site/4f1c… → /uploaded/4f1c….jpg).
 */
export const uploadedPicture = (blob: string) => `/uploaded/${blob.replace(/^.*\//, "").toLowerCase()}.jpg`;

/** The picture a path of {@link uploadedPicture} stands for, on this page; undefined for any other path. */
export function uploadedBlob(path: string): string | undefined {
  const id = /^\/uploaded\/([a-f0-9-]+)\.jpg$/.exec(path)?.[1];
  return id && `blob:${location.origin}/${id}`;
}

/** A value without its empty parts (""; null; an empty list or set of fields), or undefined when nothing is left. */
export function withoutEmpty(value: unknown): unknown {
  if (typeof value === "string") {
    if (value.startsWith("blob:")) return uploadedPicture(value);
    // As the editor: only an empty text is left out; spaces are kept, and the check refuses them.
    return value === "" ? undefined : value;
  }
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === "object") {
    const fields = Object.entries(value)
      // The editor keeps its own keys on list items while a form is open (__sc_item_id).
      .filter(([key]) => !key.startsWith("__sc_"))
      .map(([key, field]) => [key, withoutEmpty(field)] as const)
      .filter(([, field]) => field !== undefined);
    return fields.length > 0 ? Object.fromEntries(fields) : undefined;
  }
  return value ?? undefined;
}

/** YAML as the check reads it: one line a value, never folded, so no line is read as part of another. */
const yaml = (data: unknown) => stringify(data ?? {}, { lineWidth: 0 });

/**
 * The text of an entry's file: YAML for a .yaml file; for a page (.md), its fields as front
 * matter and its `body` as the Markdown below.
 */
export function entryText(file: string, data: Record<string, unknown>): string {
  const clean = (withoutEmpty(data) ?? {}) as Record<string, unknown>;
  if (!file.endsWith(".md")) return yaml(clean);
  const { body, ...front } = clean;
  return `---\n${yaml(front)}---\n\n${typeof body === "string" ? body : ""}\n`;
}
