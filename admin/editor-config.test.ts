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
  type Collection,
  type FolderSource,
  type GroupedSource,
} from "../content/collections.ts";
import { editorConfig } from "./editor-config.ts";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  enum?: string[];
}

const config = editorConfig(collections, { repository: "church/site", branch: "main", title: "Site editor" });
const entryCollections = config.collections as EntryCollection[];
const singletons = config.singletons as CollectionFile[];
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
  } else if (property.pattern && field.widget === "string") {
    if (options.pattern?.[0] !== property.pattern) problems.push(`${where}: pattern ${options.pattern?.[0]}`);
  } else if (property.pattern && !["datetime", "image"].includes(field.widget ?? "")) {
    problems.push(`${where}: the schema has a pattern the ${field.widget} field does not apply`);
  }
  return problems;
}

/** Fields of a form that stand for no schema field: where the build files an entry, or the page's text. */
const withoutOwn = (fields: readonly Field[], own: readonly string[]) => fields.filter((f) => !own.includes(f.name));

describe("the editor's configuration", () => {
  it("has a field for every schema field of every single file, with its rules, and no other", () => {
    for (const [name, { source, schema }] of Object.entries(collections)) {
      if (!("file" in source)) continue;
      const file = singletons.find((s) => s.file === source.file);
      expect(file, source.file).toBeDefined();
      const schemaJson = json(schema);
      for (const part of Object.keys(source.fields ?? {})) delete schemaJson.properties![part];
      schemaJson.required = schemaJson.required?.filter((key) => key in schemaJson.properties!);
      expect(differences(schemaJson, file!.fields, name)).toEqual([]);
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
    expect(folders.length).toBe(entryCollections.length - 1);
    for (const [folder, item, own] of folders) {
      expect(differences(item, withoutOwn(byFolder(folder).fields, own), folder)).toEqual([]);
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
    expect(staff).toMatchObject({ slug: "{{firstName}}-{{lastName}}", media_folder: "/content/images/staff" });
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

  it("edits a page's front matter as fields and its text as Markdown", () => {
    const pages = byFolder("content/pages");
    expect(pages).toMatchObject({ extension: "md", format: "frontmatter", create: true });
    const page = json(collections.pages.schema).items!;
    for (const key of ["intro", "sections"]) delete page.properties![key];
    page.required = page.required!.filter((key) => key !== "intro");
    expect(differences(page, withoutOwn(pages.fields, ["body"]), "pages")).toEqual([]);
    expect(pages.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
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
    expect(entryCollections.map((c) => c.folder).sort()).toEqual(folders.sort());
    expect(config.backend).toMatchObject({ name: "github", repo: "church/site", branch: "main" });
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });
});
