/**
 * The browser editor's configuration (Sveltia CMS, at /admin), made at build from the content
 * manifest (content/collections.ts) and its zod schemas: every collection, in the files and
 * folders the build reads, with the fields the schemas declare. No field of the content is listed
 * here by hand (only what the files add around it: a group, a place, a page's text), so the editor
 * cannot offer a field the build refuses, or miss one it needs.
 */
import type { CollectionFile, EntryCollection, FileCollection, Field, CmsConfig } from "@sveltia/cms";
import type { z } from "zod";
import type { Collection, FolderSource, GroupedSource } from "../content/collections.ts";
import { featuresLacking } from "../content/features.ts";
import { pageFieldsFor, pageKinds, type PageKind } from "../content/schema/page.ts";
import { defOf, editorFields, labelOf, namesOf, summaryOf, unwrap } from "./editor-fields.ts";
import { placeRules } from "./places.ts";

/** Where the hosted editor saves (content/site-config.yaml) and what it is called. */
export interface EditorSite {
  /** The site's GitHub repository, owner/name, and its branch. */
  repository: string;
  branch: string;
  /** The sign-in service's address (sign-in/worker.ts), for Sign In with GitHub. */
  signIn?: string;
  /** The editor's title, on its sign-in page and the browser tab. */
  title: string;
}

/** The schema of a list's entries. */
const elementOf = (schema: z.ZodType) => defOf(schema).element as z.ZodType;
const shapeOf = (schema: z.ZodType) => defOf(schema).shape as Record<string, z.ZodType>;
/** A field's schema without `.optional()` and `.default()`. */
const unwrapped = (schema: z.ZodType) => unwrap(schema).inner;

/**
 * A page of the registry, for the forms of the pages the site has one of (the home page, the
 * staff directory, ...): each is a form of its own, with its kind's fields only.
 */
export interface EditorPage {
  file: string;
  kind: PageKind;
  title: string;
}

/** The kinds of page the office adds, each a collection of its own; the site has one page of every other kind. */
export const addedKinds = { ministry: "Ministry pages", document: "Documents" } as const satisfies Partial<
  Record<PageKind, string>
>;

/** What a place field says: left empty, an entry gets the next free place (admin/places.ts). */
const placeHint = "Its place in the list, 1 first. Leave it empty to give it the next free place.";

/**
 * The place field of a folder whose places are unique (admin/places.ts): optional in the form,
 * since an entry left without one gets the next free place when it is saved.
 */
const placeField = (name: string): Field => ({
  name,
  label: "Place",
  widget: "number",
  value_type: "int",
  min: 1,
  required: false,
  hint: placeHint,
});

/** A folder's fields with its unique place field made optional. */
const withOptionalPlace = (fields: Field[], folder: string): Field[] => {
  const rule = placeRules().find((r) => r.folder === folder);
  return rule ? fields.map((field) => (field.name === rule.field ? placeField(field.name) : field)) : fields;
};

/**
 * The first field of every form: it holds nothing, and before a save it runs the build's content
 * check over the entry (admin/content-check-field.ts), refusing what the build would refuse.
 */
export const contentCheckField: Field = {
  name: "contentCheck",
  label: "Site rules",
  widget: "content-check",
  required: false,
  hint: "If the site would refuse the entry, the rule it breaks is shown here and the entry is not saved.",
} as Field;

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
  "fact-checks": "Fact checks",
};
const collectionLabel = (path: string) =>
  collectionLabels[baseName(path)] ?? labelOf(baseName(path).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));

/** A folder of YAML files, one entry a file. */
function folderCollection(
  description: string,
  { folder, order, fixed }: FolderSource,
  fields: Field[],
): EntryCollection {
  const by = typeof order.by === "string" ? order.by : order.by[0]!;
  return {
    name: baseName(folder),
    label: collectionLabel(folder),
    description,
    folder,
    extension: "yaml",
    format: "yaml",
    create: !fixed,
    delete: !fixed,
    // A new file is named after its entry (a menu section's file name is the id pages name), and
    // keeps its name: a file the office renamed would take its place twice for the check.
    slug: { template: slugOf(fields), editable: false },
    // Uploaded pictures go beside the collection's others: content/images/staff for the staff.
    media_folder: `/content/images/${baseName(folder)}`,
    public_folder: `/${baseName(folder)}`,
    identifier_field: namesOf(fields)[0]?.split(".")[0] ?? by,
    summary: summaryOf(fields),
    sortable_fields: { fields: [by], default: { field: by, direction: "ascending" } },
    fields: [contentCheckField, ...withOptionalPlace(fields, folder)],
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

/** The menu's sections and their submenus, picked from the files of content/menu rather than typed. */
function withMenuPickers(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.name !== "menu" || !("fields" in field) || !field.fields) return field;
    const picks: Record<string, Partial<Field>> = {
      section: {
        widget: "relation",
        collection: "menu",
        value_field: "{{slug}}",
        search_fields: ["label"],
        display_fields: ["label"],
      },
      group: {
        widget: "relation",
        collection: "menu",
        value_field: "groups.*.label",
        search_fields: ["groups.*.label"],
      },
    } as Record<string, Partial<Field>>;
    return {
      ...field,
      fields: (field.fields as Field[]).map((part) =>
        picks[part.name] ? ({ ...part, ...picks[part.name] } as Field) : part,
      ),
    } as Field;
  });
}

/** What a page's text holds, by what its kind draws from it. */
function bodyHint(kind: PageKind): string {
  if (kind === "document")
    return "The first paragraphs are the introduction. Then the document: ## headings, paragraphs, lists and quotes.";
  if (pageFieldsFor(kind).includes("meetings"))
    return (
      "The first paragraphs are the introduction. Each Heading 2 starts a section. A section's list " +
      "can be points, links, or people: a person is their name in bold, a comma, their role in " +
      "italics, a colon and a sentence."
    );
  return "The paragraphs of the page's introduction; the rest of the page comes from its own files.";
}

/**
 * The fields of a page of one kind: its front matter's fields for that kind (the kind itself
 * fixed), and its Markdown text.
 */
function pageFields(page: z.ZodType, kind: PageKind): Field[] {
  const own = pageFieldsFor(kind);
  const shape = Object.keys(shapeOf(page));
  return [
    contentCheckField,
    { name: "kind", widget: "hidden", default: kind } as Field,
    ...withMenuPickers(
      // The introduction and a ministry's sections are the Markdown below the front matter.
      editorFields(page, [...shape.filter((key) => !own.includes(key)), "kind", "intro", "sections"]),
    ),
    {
      name: "body",
      label: "Text of the page",
      widget: "markdown",
      hint: bodyHint(kind),
      buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list", "quote"],
      editor_components: [],
      modes: ["rich_text", "raw"],
    } as Field,
  ];
}

/**
 * The pages: the kinds the office adds (ministry pages, documents) each a collection of Markdown
 * files in content/pages, and the pages of every other kind, which the site has one of each, a
 * form each. Every form shows its kind's fields only.
 */
function pageCollections(
  folder: string,
  schema: z.ZodType,
  description: string,
  pages: readonly EditorPage[],
  /** The features the site lacks (lackingNote), told with the pages it has one of each. */
  lacking = "",
): (EntryCollection | FileCollection)[] {
  const page = elementOf(schema);
  const added = Object.entries(addedKinds).map(
    ([kind, label]) =>
      ({
        name: `${kind}-pages`,
        label,
        description,
        folder,
        filter: { field: "kind", value: kind },
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        // The files of a kind are named alike: ministries-hospitality.md, document-giving-policy.md.
        slug: { template: `${kind === "ministry" ? "ministries" : kind}-{{title}}`, editable: false },
        identifier_field: "title",
        summary: "{{title}} ({{path}})",
        sortable_fields: ["title", "path"],
        fields: pageFields(page, kind as PageKind),
      }) as EntryCollection,
  );
  const single: FileCollection = {
    name: "site-pages",
    label: "Site pages",
    description: `The pages the site has one of each, such as the home page and the staff directory. ${description}${lacking}`,
    files: pages
      .filter((p) => !(p.kind in addedKinds))
      .sort((a, b) => pageKinds.indexOf(a.kind) - pageKinds.indexOf(b.kind))
      .map((p) => ({
        name: `page-${p.file.replace(/^.*\//, "").replace(/\.md$/, "")}`,
        label: p.title,
        file: p.file,
        format: "frontmatter",
        fields: pageFields(page, p.kind),
      })) as CollectionFile[],
  } as FileCollection;
  return [...added, single];
}

/** A relation field's target: a collection by name, or a single file of `_singletons` by its name. */
const targetOf = (field: Field): string | undefined => {
  if (field.widget !== "relation") return undefined;
  const { collection, file } = field as Field & { collection: string; file?: string };
  return collection === "_singletons" ? file : collection;
};

/**
 * Fields without the relations whose list the church does not have: a card names a class of the
 * education plan only where there is one. Sveltia CMS refuses to start on a relation to a
 * collection or file it is not given, and the content check refuses such a name anyway.
 */
function withoutDanglingRelations(fields: readonly Field[], present: ReadonlySet<string>): Field[] {
  return fields.flatMap((field) => {
    const target = targetOf(field);
    if (target !== undefined) return present.has(target) ? [field] : [];
    if ("fields" in field && Array.isArray(field.fields))
      return [{ ...field, fields: withoutDanglingRelations(field.fields as Field[], present) } as Field];
    if ("field" in field && field.field) {
      const [inner] = withoutDanglingRelations([field.field as Field], present);
      return inner ? [{ ...field, field: inner } as Field] : [];
    }
    return [field];
  });
}

/**
 * What the site does not have yet, for the office: each feature with a page of its own that the
 * church lacks, and what adding one means (its page and its forms come with it).
 */
export function lackingNote(manifest: Record<string, Collection>, pages: readonly EditorPage[]): string {
  const lacking = featuresLacking(new Set(Object.keys(manifest)), new Set(pages.map((page) => page.kind)));
  if (lacking.length === 0) return "";
  return (
    ` Not on this site yet: ${lacking.map(({ what, name }) => (what.endsWith(`(${name})`) ? what : `${what} (${name})`)).join("; ")}.` +
    " Adding one brings its page and its forms here, as an example to rewrite: whoever looks after the site's" +
    ` files runs npm run add-feature with its name, such as npm run add-feature ${lacking[0]!.name}.`
  );
}

/** The collections and single files of the editor, in the manifest's order. */
export function editorCollections(
  manifest: Record<string, Collection>,
  pages: readonly EditorPage[],
): {
  collections: (EntryCollection | FileCollection)[];
  singletons: CollectionFile[];
} {
  const collections: (EntryCollection | FileCollection)[] = [];
  const singletons: CollectionFile[] = [];
  for (const [name, { source, schema, feeds }] of Object.entries(manifest) as [string, Collection][]) {
    const description = `What it feeds: ${feeds}.`;
    // Pages first: what the office changes most; with them, the features the site could add.
    if ("pages" in source)
      collections.unshift(...pageCollections(source.pages, schema, description, pages, lackingNote(manifest, pages)));
    else if ("file" in source) {
      // A file whose lists are folders of their own: the file is one form, each folder a collection.
      const parts = source.fields ?? {};
      singletons.push({
        name,
        label: collectionLabel(source.file),
        file: source.file,
        fields: [contentCheckField, ...editorFields(schema, Object.keys(parts))],
      } as CollectionFile);
      for (const [field, part] of Object.entries(parts)) {
        collections.push(...folderCollections(part, unwrapped(shapeOf(schema)[field]!), description));
      }
    } else collections.push(...folderCollections(source, schema, description));
  }
  const present = new Set([...collections, ...singletons].map((c) => c.name));
  const pruned = <F extends { fields: Field[] }>(form: F): F => ({
    ...form,
    fields: withoutDanglingRelations(form.fields, present),
  });
  return {
    collections: collections.map((c) => ("files" in c ? { ...c, files: c.files.map(pruned) } : pruned(c))),
    singletons: singletons.map(pruned),
  };
}

/** The whole configuration the editor starts with. */
export function editorConfig(
  manifest: Record<string, Collection>,
  site: EditorSite,
  pages: readonly EditorPage[],
): CmsConfig {
  return {
    load_config_file: false,
    app_title: site.title,
    // The church's own icon on the sign-in page and the tab, not the editor's.
    logo: { src: "/icons/icon-192.png" },
    // Sign In with GitHub opens the church's sign-in service (sign-in/worker.ts) at /auth.
    backend: {
      name: "github",
      repo: site.repository,
      branch: site.branch,
      ...(site.signIn ? { base_url: site.signIn, auth_endpoint: "auth" } : {}),
    },
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
    ...editorCollections(manifest, pages),
  } as CmsConfig;
}

/** The folders of a source of the manifest: a folder, or a group's and its entries'. */
const folders = (source: FolderSource | GroupedSource) =>
  "groups" in source ? [source.groups.folder, source.entries.folder] : [source.folder];

/**
 * The address a change to each content file and folder is seen at first (content/collections.ts
 * `shownOn`), by its path, for the link the editor gives once a change is live. A page's own
 * file is seen at the page's own address, and is not listed.
 */
export function changedPages(
  manifest: Record<string, Collection>,
  pages: readonly { kind: PageKind; path: string }[],
): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const { source, shownOn } of Object.values(manifest) as Collection[]) {
    if (shownOn === "own" || "pages" in source) continue;
    const address = pages.find((page) => page.kind === shownOn)?.path ?? "/";
    const paths =
      "file" in source ? [source.file, ...Object.values(source.fields ?? {}).flatMap(folders)] : folders(source);
    for (const path of paths) addresses[path] = address;
  }
  return addresses;
}
