/**
 * The editor's configuration against the content schemas, read a second way: through zod's own
 * JSON Schema export rather than the walk admin/editor-fields.ts makes. Every field of every
 * schema has an editor field with the same name, required-ness, pattern and options, and the
 * editor has no field the schemas do not know.
 */
import type { CollectionFile, EntryCollection, Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  collections,
  references,
  requiredCollections,
  type Collection,
  type FolderSource,
  type GroupedSource,
} from "../content/collections.ts";
import { pageFieldsFor, type PageKind } from "../content/schema/page.ts";
import { addedKinds, editorConfig, type EditorPage } from "./editor-config.ts";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  enum?: string[];
}

/** Pages of the kinds the site has one of, as the registry lists them. */
const pages: EditorPage[] = [
  { file: "content/pages/home.md", kind: "home", title: "Home" },
  { file: "content/pages/fall.md", kind: "fall", title: "Fall Ministry Sign-ups" },
  { file: "content/pages/accessibility.md", kind: "accessibility", title: "Accessibility" },
  { file: "content/pages/about-staff.md", kind: "staff", title: "Staff" },
  { file: "content/pages/ministries-mens.md", kind: "ministry", title: "Men's Ministry" },
];
const config = editorConfig(collections, { repository: "church/site", branch: "main", title: "Site editor" }, pages);
const entryCollections = (config.collections as EntryCollection[]).filter((c) => "folder" in c);
const singletons = config.singletons as CollectionFile[];
/** The collection of a folder (for content/pages, of its ministry pages). */
const byFolder = (folder: string) => entryCollections.find((c) => c.folder === folder)!;

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** A union's choices as one object: every property, required where each choice requires it. */
function merged(schema: JsonSchema): JsonSchema {
  if (!schema.anyOf?.every((choice) => choice.type === "object")) return schema;
  const properties = Object.assign({}, ...schema.anyOf.map((choice) => choice.properties));
  const required = Object.keys(properties).filter((key) => schema.anyOf!.every((c) => c.required?.includes(key)));
  return { type: "object", properties, required };
}

/** Each difference between an object schema's properties and the editor fields that stand for them. */
function differences(schema: JsonSchema, fields: readonly Field[], at: string): string[] {
  const object = merged(schema);
  const properties = object.properties ?? {};
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  if ([...names].sort().join() !== Object.keys(properties).sort().join()) {
    problems.push(`${at}: editor fields ${names.join(", ")}; schema fields ${Object.keys(properties).join(", ")}`);
  }
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) continue;
    const where = `${at}.${field.name}`;
    const required = !("required" in field) || field.required !== false;
    if (required !== (object.required ?? []).includes(field.name)) problems.push(`${where}: required is ${required}`);
    problems.push(...fieldDifferences(property, field, where));
  }
  return problems;
}

function fieldDifferences(property: JsonSchema, field: Field, where: string): string[] {
  const options = field as Field & { pattern?: [string, string]; options?: string[]; fields?: Field[]; field?: Field };
  const problems: string[] = [];
  const value = property.type === "array" ? property.items! : property;
  if (field.widget === "select") {
    const values = value.enum ?? [];
    if (options.options?.join() !== values.join()) problems.push(`${where}: options ${options.options?.join()}`);
  } else if (field.widget === "object") {
    problems.push(...differences(property, options.fields ?? [], where));
  } else if (field.widget === "list") {
    if (options.fields) problems.push(...differences(property.items!, options.fields, `${where}[]`));
    else if (options.field) problems.push(...fieldDifferences(property.items!, options.field, `${where}[]`));
  } else if (property.pattern && (field.widget === "string" || field.widget === "color")) {
    if (options.pattern?.[0] !== property.pattern) problems.push(`${where}: pattern ${options.pattern?.[0]}`);
  } else if (property.pattern && !["datetime", "image"].includes(field.widget ?? "")) {
    problems.push(`${where}: the schema has a pattern the ${field.widget} field does not apply`);
  }
  return problems;
}

/**
 * Fields of a form that stand for no schema field (the check of the site's rules, where the build
 * files an entry, the page's text), and the place of an entry in its list, which a new entry may
 * leave empty (it is put last).
 */
const withoutOwn = (fields: readonly Field[], own: readonly string[]) =>
  fields.filter((f) => !["contentCheck", ...own].includes(f.name));

describe("the editor's configuration", () => {
  it("has a field for every schema field of every single file, with its rules, and no other", () => {
    for (const [name, { source, schema }] of Object.entries(collections)) {
      if (!("file" in source)) continue;
      const file = singletons.find((s) => s.file === source.file);
      expect(file, source.file).toBeDefined();
      const schemaJson = json(schema);
      for (const part of Object.keys(source.fields ?? {})) delete schemaJson.properties![part];
      schemaJson.required = schemaJson.required?.filter((key) => key in schemaJson.properties!);
      expect(differences(schemaJson, withoutOwn(file!.fields, []), name)).toEqual([]);
    }
  });

  it("has a collection for every folder, its fields those of the schema's entries", () => {
    /** The entries' schema of a folder, without what is not a field of its files. */
    const entries = (list: JsonSchema, leaveOut: string[] = []): JsonSchema => {
      const item = structuredClone(list.items!);
      for (const key of leaveOut) delete item.properties![key];
      item.required = item.required?.filter((key) => !leaveOut.includes(key));
      return item;
    };
    const folders: [string, JsonSchema, string[]][] = [];
    const addSource = (source: FolderSource | GroupedSource, list: JsonSchema) => {
      if ("groups" in source) {
        folders.push([source.groups.folder, entries(list, [source.groups.listField]), [source.groups.order.by]]);
        const people = list.items!.properties![source.groups.listField]!;
        folders.push([source.entries.folder, entries(people), [source.entries.groupField, source.entries.order.by]]);
      } else folders.push([source.folder, entries(list, source.nameField ? [source.nameField] : []), []]);
    };
    for (const { source, schema } of Object.values(collections) as Collection[]) {
      const schemaJson = json(schema);
      if ("pages" in source) continue;
      if ("file" in source) {
        for (const [field, part] of Object.entries(source.fields ?? {}))
          addSource(part, schemaJson.properties![field]!);
      } else addSource(source, schemaJson);
    }
    expect(folders.length).toBe(entryCollections.filter((c) => c.folder !== "content/pages").length);
    for (const [folder, item, own] of folders) {
      const { fields } = byFolder(folder);
      const place = fields.find((f) => f.name === "order" && "required" in f && f.required === false);
      // A place of a list where no two share one is optional in the form: a new entry left without one goes last.
      if (place) {
        expect(place).toMatchObject({
          widget: "number",
          value_type: "int",
          min: 1,
          hint: expect.stringMatching(/next free place/),
        });
        delete item.properties!["order"];
        item.required = item.required?.filter((key) => key !== "order");
      }
      expect(differences(item, withoutOwn(fields, [...own, ...(place ? ["order"] : [])]), folder)).toEqual([]);
    }
  });

  it("files a staff member by group and place, the group being a file of the staff groups", () => {
    const staff = byFolder("content/staff");
    const groups = byFolder("content/staff-groups");
    const section = json(collections.staffSections.schema).items!;
    const person = section.properties!["staff"]!.items!;
    expect(differences(person, withoutOwn(staff.fields, ["group", "order"]), "staff")).toEqual([]);
    expect(staff.fields.find((f) => f.name === "group")).toMatchObject({
      widget: "relation",
      collection: groups.name,
      value_field: "{{slug}}",
    });
    expect(staff.fields.find((f) => f.name === "group")).not.toHaveProperty("required");
    delete section.properties!["staff"];
    section.required = section.required!.filter((key) => key !== "staff");
    expect(differences(section, withoutOwn(groups.fields, ["order"]), "staff groups")).toEqual([]);
    expect(staff).toMatchObject({
      slug: { template: "{{firstName}}-{{lastName}}", editable: false },
      media_folder: "/content/images/staff",
    });
  });

  it("offers a card's sign-up and class from the lists they name, which are single files the editor has", () => {
    const card = (byFolder("content/fall-sections").fields.find((f) => f.name === "cards") as { fields: Field[] })
      .fields;
    for (const [name, { collection, list, key }] of Object.entries(references)) {
      expect(card.find((f) => f.name === name)).toMatchObject({
        widget: "relation",
        collection: "_singletons",
        file: collection,
        value_field: `${list}.*.${key}`,
      });
      const named = singletons.find((s) => s.name === collection)!;
      const listField = named.fields.find((f) => f.name === list) as { fields: Field[] };
      expect(listField.fields.map((f) => f.name)).toContain(key);
    }
  });

  it("edits a page's front matter as fields, its kind's only, and its text as Markdown", () => {
    const page = json(collections.pages.schema).items!;
    /** The schema of a page of this kind, as its form should show it. */
    const ofKind = (kind: PageKind): JsonSchema => {
      const own = pageFieldsFor(kind).filter((key) => !["intro", "sections", "kind"].includes(key));
      const properties = Object.fromEntries(Object.entries(page.properties!).filter(([key]) => own.includes(key)));
      return { ...page, properties, required: page.required!.filter((key) => key in properties) };
    };
    const forms: [PageKind, readonly Field[]][] = [
      ...Object.keys(addedKinds).map((kind) => {
        const form = entryCollections.find((c) => c.name === `${kind}-pages`)!;
        expect(form).toMatchObject({ folder: "content/pages", extension: "md", format: "frontmatter", create: true });
        expect(form.filter).toEqual({ field: "kind", value: kind });
        return [kind as PageKind, form.fields] as [PageKind, readonly Field[]];
      }),
      ...pages
        .filter((p) => !(p.kind in addedKinds))
        .map((p) => {
          const site = (config.collections as { name: string; files?: CollectionFile[] }[]).find(
            (c) => c.name === "site-pages",
          )!;
          const form = site.files!.find((f) => f.file === p.file)!;
          expect(form).toMatchObject({ label: p.title, format: "frontmatter" });
          return [p.kind, form.fields] as [PageKind, readonly Field[]];
        }),
    ];
    for (const [kind, fields] of forms) {
      expect(fields.find((f) => f.name === "kind")).toEqual({ name: "kind", widget: "hidden", default: kind });
      expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
      expect(differences(ofKind(kind), withoutOwn(fields, ["kind", "body"]), kind)).toEqual([]);
    }
    // The seasonal page has its dates; a ministry page its buttons; a document its PDF; none the others'.
    const names = new Map(forms.map(([kind, fields]) => [kind, fields.map((f) => f.name)]));
    expect(names.get("fall")).toEqual(expect.arrayContaining(["showFrom", "showUntil"]));
    expect(names.get("ministry")).not.toContain("showUntil");
    expect(names.get("document")).toEqual(expect.arrayContaining(["pdf", "adopted"]));
    expect(names.get("staff")).not.toContain("actions");
    expect(names.get("accessibility")).toContain("thirdParties");
    expect(names.get("home")).not.toContain("aliases");
  });

  it("offers the menu's sections and their submenus to pick a page's place from", () => {
    const menu = byFolder("content/pages").fields.find((f) => f.name === "menu") as { fields: Field[] };
    expect(menu.fields.find((f) => f.name === "section")).toMatchObject({
      widget: "relation",
      collection: "menu",
      value_field: "{{slug}}",
    });
    expect(menu.fields.find((f) => f.name === "group")).toMatchObject({
      widget: "relation",
      collection: "menu",
      value_field: "groups.*.label",
      required: false,
    });
    // The sections are the site's: edited, never added or removed, so a picker offers no new one.
    expect(byFolder("content/menu")).toMatchObject({ create: false, delete: false });
  });

  it("starts every form with the check of the site's rules", () => {
    const forms = [
      ...(config.collections as { fields?: Field[]; files?: CollectionFile[] }[]).flatMap((c) =>
        c.files ? c.files.map((f) => f.fields) : [c.fields!],
      ),
      ...singletons.map((f) => f.fields),
    ];
    for (const fields of forms)
      expect(fields[0]).toMatchObject({ name: "contentCheck", widget: "content-check", required: false });
  });

  it("reaches every folder the manifest declares, and saves to the configured repository", () => {
    const folders = Object.values(collections).flatMap(({ source }) => {
      if ("pages" in source) return [source.pages];
      if ("groups" in source) return [source.groups.folder, source.entries.folder];
      if ("folder" in source) return [source.folder];
      return Object.values(source.fields ?? {}).flatMap((part) =>
        "groups" in part ? [part.groups.folder, part.entries.folder] : [part.folder],
      );
    });
    expect([...new Set(entryCollections.map((c) => c.folder))].sort()).toEqual(folders.sort());
    expect(config.backend).toMatchObject({ name: "github", repo: "church/site", branch: "main" });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });

  it("starts for a church without any one optional collection: every relation names a list the editor has", () => {
    /** Every relation of a set of fields, at any depth, as the collection (or single file) it names. */
    const relations = (fields: readonly Field[]): string[] =>
      fields.flatMap((field) => {
        const options = field as Field & { collection?: string; file?: string; fields?: Field[]; field?: Field };
        if (field.widget === "relation")
          return [options.collection === "_singletons" ? options.file! : options.collection!];
        return relations([...(options.fields ?? []), ...(options.field ? [options.field] : [])]);
      });
    const optional = Object.keys(collections).filter(
      (name) => !(requiredCollections as readonly string[]).includes(name),
    );
    for (const left of optional) {
      const manifest = Object.fromEntries(Object.entries(collections).filter(([name]) => name !== left));
      const { collections: made, singletons: files } = editorConfig(
        manifest,
        { repository: "church/site", branch: "main", title: "Site editor" },
        pages,
      ) as {
        collections: { name: string; fields?: Field[]; files?: CollectionFile[] }[];
        singletons: CollectionFile[];
      };
      const names = new Set([...made, ...files].map((c) => c.name));
      const forms = [
        ...made.flatMap((c) => (c.files ? c.files.map((f) => f.fields) : [c.fields!])),
        ...files.map((f) => f.fields),
      ];
      const dangling = forms.flatMap(relations).filter((target) => !names.has(target));
      expect(dangling, `without ${left}`).toEqual([]);
    }
    // The sample has the education plan: its cards still pick a class from it.
    expect(relations(byFolder("content/fall-sections").fields)).toContain("educationPlan");
  });

  it("names the features the site does not have yet, and how one is added, beside the pages it has", () => {
    const without = Object.fromEntries(
      Object.entries(collections).filter(([name]) => !["conference", "readingPlan"].includes(name)),
    );
    const sitePages = (manifest: Record<string, Collection>, of: EditorPage[]) =>
      (
        editorConfig(manifest, { repository: "church/site", branch: "main", title: "Site editor" }, of).collections as {
          name: string;
          description?: string;
        }[]
      ).find((c) => c.name === "site-pages")!.description!;
    const note = sitePages(without, pages);
    expect(note).toContain("Not on this site yet: ");
    expect(note).toContain(`${collections.conference.feeds} (conference)`);
    expect(note).toContain(`${collections.readingPlan.feeds} (reading-plan)`);
    // Kinds of page without a collection: these pages have no sermons, events or search page.
    expect(note).toMatch(/the sermons page, [^;]+ \(sermons\)/);
    expect(note).toContain("npm run add-feature conference");
    expect(note).not.toContain("(staff)");
    // A site with every feature is told nothing of the kind.
    const everyKind = [
      ...pages,
      ...(["sermons", "events", "search", "visit"] as const).map((kind) => ({
        file: `content/pages/${kind}.md`,
        kind,
        title: kind,
      })),
    ];
    const withAll = sitePages(collections, everyKind);
    expect(withAll).not.toContain("Not on this site yet");
  });
});
