/**
 * The browser editor's configuration (Sveltia CMS, at /admin), made at build from the content
 * manifest (content/collections.ts) and its zod schemas: every collection, in the files and
 * folders the build reads, with the fields the schemas declare. No field of the content is listed
 * here by hand (only what the files add around it: a group, a place, a page's text), so the editor
 * cannot offer a field the build refuses, or miss one it needs.
 */
import type { CollectionFile, EntryCollection, Field, CmsConfig } from "@sveltia/cms";
import type { z } from "zod";
import type { Collection, FolderSource, GroupedSource } from "../content/collections.ts";
import { defOf, editorFields, labelOf, namesOf, summaryOf, unwrap } from "./editor-fields.ts";

/** Where the hosted editor saves (content/site-config.yaml) and what it is called. */
export interface EditorSite {
  /** The site's GitHub repository, owner/name, and its branch. */
  repository: string;
  branch: string;
  /** The editor's title, on its sign-in page and the browser tab. */
  title: string;
}

/** The schema of a list's entries. */
const elementOf = (schema: z.ZodType) => defOf(schema).element as z.ZodType;
const shapeOf = (schema: z.ZodType) => defOf(schema).shape as Record<string, z.ZodType>;
/** A field's schema without `.optional()` and `.default()`. */
const unwrapped = (schema: z.ZodType) => unwrap(schema).inner;

/** The place field of a folder whose order the schema does not hold (a group's, an entry's). */
const placeField = (name: string): Field => ({
  name,
  label: "Place",
  widget: "number",
  value_type: "int",
  min: 1,
  hint: "Its place in the list, 1 first.",
});

/** Slugs of new files: the entry's name, title or label, in lower-case ASCII with hyphens. */
function slugOf(fields: readonly Field[]): string {
  const names = namesOf(fields);
  return names.length > 0 ? names.map((name) => `{{${name}}}`).join("-") : "{{uuid_short}}";
}

/** "content/staff-groups" → "staff-groups"; "content/site-config.yaml" → "site-config". */
const baseName = (path: string) =>
  path
    .split("/")
    .at(-1)!
    .replace(/\.\w+$/, "");

/** What the office calls a collection, where its file or folder name would say less. */
const collectionLabels: Record<string, string> = {
  "site-config": "Site settings",
  "sign-ups": "Sign-ups",
  home: "Home page",
  fall: "Fall page",
  "staff-groups": "Staff groups",
  "fall-sections": "Fall page sections",
  "reading-topics": "Reading list topics",
  books: "Reading list books",
  "care-groups": "Care groups",
};
const collectionLabel = (path: string) =>
  collectionLabels[baseName(path)] ?? labelOf(baseName(path).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));

/** A folder of YAML files, one entry a file. */
function folderCollection(description: string, { folder, order }: FolderSource, fields: Field[]): EntryCollection {
  const by = typeof order.by === "string" ? order.by : order.by[0]!;
  return {
    name: baseName(folder),
    label: collectionLabel(folder),
    description,
    folder,
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    // A new file is named after its entry (a menu section's file name is the id pages name).
    slug: slugOf(fields),
    // Uploaded pictures go beside the collection's others: content/images/staff for the staff.
    media_folder: `/content/images/${baseName(folder)}`,
    public_folder: `/${baseName(folder)}`,
    identifier_field: namesOf(fields)[0]?.split(".")[0] ?? by,
    summary: summaryOf(fields),
    sortable_fields: { fields: [by], default: { field: by, direction: "ascending" } },
    fields,
  } as EntryCollection;
}

/**
 * Groups in one folder and their entries in another (the staff groups and the staff): two
 * collections, each entry naming its group by the group's file name.
 */
function groupedCollections(source: GroupedSource, list: z.ZodType, feeds: string): EntryCollection[] {
  const groupShape = shapeOf(elementOf(list));
  const entrySchema = elementOf(unwrapped(groupShape[source.groups.listField]!));
  const groupFields = [...editorFields(elementOf(list), [source.groups.listField]), placeField(source.groups.order.by)];
  const groups = folderCollection(
    `The groups of ${collectionLabel(source.entries.folder).toLowerCase()}, in the order of their place. ${feeds}`,
    source.groups,
    groupFields,
  );
  const names = namesOf(groupFields);
  const groupLink = {
    name: source.entries.groupField,
    label: "Group",
    widget: "relation",
    collection: groups.name,
    value_field: "{{slug}}",
    search_fields: names,
    display_fields: names,
    hint: `The group it is listed in: one of ${groups.label}.`,
  } as Field;
  const entries = folderCollection(
    `Each one is a file; its group and place say where it is listed. ${feeds}`,
    source.entries,
    [groupLink, placeField(source.entries.order.by), ...editorFields(entrySchema)],
  );
  return [groups, entries];
}

/** The collections of a folder source: one for a folder, two for groups and their entries. */
function folderCollections(source: FolderSource | GroupedSource, list: z.ZodType, feeds: string): EntryCollection[] {
  if ("groups" in source) return groupedCollections(source, list, feeds);
  const fields = editorFields(elementOf(list), source.nameField ? [source.nameField] : []);
  return [folderCollection(feeds, source, fields)];
}

/** The page registry: Markdown files whose front matter is the page's fields and whose text is the page. */
function pagesCollection(folder: string, schema: z.ZodType, description: string): EntryCollection {
  const page = elementOf(schema);
  return {
    name: "pages",
    label: "Pages",
    description,
    folder,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    slug: "{{title}}",
    identifier_field: "title",
    summary: "{{title}} ({{path}})",
    sortable_fields: ["title", "path"],
    fields: [
      // The introduction and a ministry's sections are the Markdown below the front matter.
      ...editorFields(page, ["intro", "sections"]),
      {
        name: "body",
        label: "Text of the page",
        widget: "markdown",
        hint:
          "The first paragraphs are the introduction. Each Heading 2 starts a section. A section's list " +
          "can be points, links, or people: a person is their name in bold, a comma, their role in " +
          "italics, a colon and a sentence.",
        buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
        editor_components: [],
        modes: ["rich_text", "raw"],
      } as Field,
    ],
  } as EntryCollection;
}

/** The collections and single files of the editor, in the manifest's order. */
export function editorCollections(manifest: Record<string, Collection>): {
  collections: EntryCollection[];
  singletons: CollectionFile[];
} {
  const collections: EntryCollection[] = [];
  const singletons: CollectionFile[] = [];
  for (const [name, { source, schema, feeds }] of Object.entries(manifest) as [string, Collection][]) {
    const description = `What it feeds: ${feeds}.`;
    // Pages first: what the office changes most.
    if ("pages" in source) collections.unshift(pagesCollection(source.pages, schema, description));
    else if ("file" in source) {
      // A file whose lists are folders of their own: the file is one form, each folder a collection.
      const parts = source.fields ?? {};
      singletons.push({
        name,
        label: collectionLabel(source.file),
        file: source.file,
        fields: editorFields(schema, Object.keys(parts)),
      } as CollectionFile);
      for (const [field, part] of Object.entries(parts)) {
        collections.push(...folderCollections(part, unwrapped(shapeOf(schema)[field]!), description));
      }
    } else collections.push(...folderCollections(source, schema, description));
  }
  return { collections, singletons };
}

/** The whole configuration the editor starts with. */
export function editorConfig(manifest: Record<string, Collection>, site: EditorSite): CmsConfig {
  return {
    load_config_file: false,
    app_title: site.title,
    // The church's own icon on the sign-in page and the tab, not the editor's.
    logo: { src: "/icons/icon-192.png" },
    backend: { name: "github", repo: site.repository, branch: site.branch },
    // Every picture of the site is a file in content/images; a field holds its path from that
    // folder, with a leading slash (/staff/hannah-brooks.jpg), which is how the editor writes it.
    media_folder: "content/images",
    public_folder: "/",
    // Pictures are files of the site, uploaded or chosen there: no stock photo services, no outside addresses.
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: 10_000_000 } },
      stock_assets: false,
    },
    slug: { encoding: "ascii", clean_accents: true, lowercase: true },
    output: { omit_empty_optional_fields: true },
    show_preview_links: false,
    ...editorCollections(manifest),
  } as CmsConfig;
}
