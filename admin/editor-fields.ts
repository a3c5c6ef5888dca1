/**
 * The editor's form fields, made from the content's zod schemas (content/schema/): a field for
 * each key of a schema, with the same name, required-ness, pattern and options, and the schema's
 * description as its help text. The editor and the build's content check cannot disagree about
 * what a field is, because there is only one description of it.
 *
 * What a pattern cannot say (a date that must be real, an address that must be https) the editor
 * leaves to the content check, which names the file, line and field of the mistake.
 */
import type { Field } from "@sveltia/cms";
import { z } from "zod";
import { references } from "../content/collections.ts";
import { hexColor } from "../content/schema/brand.ts";
import { clock, imagePath, isoDate } from "../content/schema/common.ts";

type Def = { type: string; [key: string]: unknown };
type Check = {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; error?: () => unknown } & Record<string, unknown> };
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType): Check["_zod"]["def"][] =>
  ((defOf(schema).checks ?? []) as Check[]).map((check) => check._zod.def);

/** The message a check was given ("must be a date written as YYYY-MM-DD"), or a plain one. */
function messageOf(check: { error?: () => unknown }, fallback: string): string {
  const error = check.error?.();
  return typeof error === "string" ? error : fallback;
}

/** Regular expressions whose fields get a widget of their own rather than a text box. */
const patternWidgets = new Map<string, Partial<Field>>([
  [String(patternOf(isoDate)), { widget: "datetime", format: "YYYY-MM-DD", time_format: false } as Partial<Field>],
  [String(patternOf(clock)), { widget: "datetime", format: "HH:mm", date_format: false } as Partial<Field>],
  [
    String(patternOf(imagePath)),
    // Only the formats the image pipeline (and imagePath) takes; a file of the site, never an address.
    {
      widget: "image",
      choose_url: false,
      accept: "image/jpeg,image/png,image/webp,image/avif,image/svg+xml",
    } as Partial<Field>,
  ],
  // A brand color: the browser's color picker, and the #rrggbb text beside it for a color given by its code.
  [String(patternOf(hexColor)), { widget: "color", allowInput: true } as Partial<Field>],
]);

function patternOf(schema: z.ZodType): RegExp | undefined {
  return checksOf(schema).find((check) => check.format === "regex")?.pattern;
}

/**
 * Fields whose text runs to sentences or paragraphs get a box of several lines. A name, a label
 * or an address stays on one line.
 */
const longText = new Set([
  "paragraph",
  "description",
  "intro",
  "text",
  "summary",
  "bio",
  "paragraphs",
  "flashMessage",
  "tagline",
  "note",
  "answer",
  "body",
]);

/** Labels for names that say little to someone who has not read the code. */
const labels: Record<string, string> = {
  imgSrc: "Photo or image",
  href: "Link (a page such as /about_staff, or https://…)",
  flashMessage: "Message",
  showFrom: "Show from (first day)",
  showUntil: "Show until (last day)",
  url: "Address",
  alt: "Image description (for screen readers)",
  bio: "Biography",
  signUps: "Sign-ups",
  signUp: "Sign-up",
  beyondClassHour: "Taught outside the class hour",
};

/** "firstName" → "First name". */
export function labelOf(name: string): string {
  if (labels[name]) return labels[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The description given to a schema or to the schema it wraps (`.optional()`, `.default()`). */
function descriptionOf(...schemas: z.ZodType[]): string | undefined {
  for (const schema of schemas) {
    const description = z.globalRegistry.get(schema)?.description;
    if (description) return description;
  }
  return undefined;
}

/** Strips the wrappers that only make a field optional or give it a default. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean; wrappers: z.ZodType[] } {
  const wrappers: z.ZodType[] = [];
  let inner = schema;
  let required = true;
  for (;;) {
    const def = defOf(inner);
    if (def.type !== "optional" && def.type !== "default") break;
    required = false;
    wrappers.push(inner);
    inner = def.innerType as z.ZodType;
  }
  return { inner, required, wrappers };
}

/** The editor field for one key of a schema. */
export function editorField(name: string, schema: z.ZodType): Field {
  const { inner, required, wrappers } = unwrap(schema);
  // The editor's "required" means "not empty"; a field that must be there but may be empty
  // would be left out when emptied, and the build would then refuse the file.
  const emptyAllowed =
    defOf(inner).type === "string" &&
    !defOf(inner).format &&
    !checksOf(inner).some((check) => ["min_length", "length_equals"].includes(check.check) || check.format === "regex");
  if (required && emptyAllowed) {
    throw new Error(`field "${name}": a text that may be empty must have a default (.default("")) or a minimum length`);
  }
  const hint = descriptionOf(...wrappers, inner);
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }), ...(hint ? { hint } : {}) };
  return { ...base, ...widgetOf(name, inner) } as Field;
}

/** The editor fields of an object schema's keys, leaving out `omit`. */
export function editorFields(schema: z.ZodType, omit: readonly string[] = []): Field[] {
  const def = defOf(schema);
  if (def.type !== "object") throw new Error(`the editor needs an object schema, not ${def.type}`);
  const shape = def.shape as Record<string, z.ZodType>;
  return Object.entries(shape)
    .filter(([key]) => !omit.includes(key))
    .map(([key, value]) => editorField(key, value));
}

/**
 * A field that names an entry of a list in another file (a sign-up, a class of the education
 * plan) offers that list's names to pick from, so a name cannot be misspelled.
 */
function referenceWidget(name: string): Record<string, unknown> | undefined {
  if (!Object.hasOwn(references, name)) return undefined;
  const { collection, list, key } = references[name as keyof typeof references];
  const field = `${list}.*.${key}`;
  return {
    widget: "relation",
    collection: "_singletons",
    file: collection,
    value_field: field,
    search_fields: [field],
  };
}

/** The widget and its options for a schema without its optional wrapper. */
function widgetOf(name: string, schema: z.ZodType): Record<string, unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return referenceWidget(name) ?? stringWidget(name, schema);
    case "number":
      return numberWidget(schema);
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return { widget: "select", options: Object.values(def.entries as Record<string, string>) };
    case "object":
      return { widget: "object", fields: editorFields(schema), collapsed: "auto" };
    case "array":
      return listWidget(name, schema);
    case "union":
      return unionWidget(name, def.options as z.ZodType[]);
    default:
      throw new Error(`field "${name}": the editor has no widget for a zod ${def.type}`);
  }
}

function stringWidget(name: string, schema: z.ZodType): Record<string, unknown> {
  const checks = checksOf(schema);
  const regex = checks.find((check) => check.format === "regex");
  const special = regex?.pattern ? patternWidgets.get(String(regex.pattern)) : undefined;
  // A date or a picture is only ever what its widget gives; a color's code may also be typed, so it keeps the rule.
  if (special && special.widget !== "color") return { ...special };
  const options: Record<string, unknown> = special
    ? { ...special }
    : { widget: longText.has(name) ? "text" : "string" };
  // A regex check, or a string format (an e-mail address) that carries its pattern and message itself.
  const def = defOf(schema) as Def & { format?: string; pattern?: RegExp; error?: () => unknown };
  const patterned = regex ?? (def.pattern ? def : undefined);
  if (patterned?.pattern)
    options.pattern = [patterned.pattern.source, messageOf(patterned, "is not in the expected form")];
  if (def.format === "email") options.type = "email";
  const max = checks.find((check) => check.check === "max_length")?.maximum;
  if (typeof max === "number") options.maxlength = max;
  const exact = checks.find((check) => check.check === "length_equals")?.length;
  if (typeof exact === "number") Object.assign(options, { minlength: exact, maxlength: exact });
  return options;
}

function numberWidget(schema: z.ZodType): Record<string, unknown> {
  const checks = checksOf(schema);
  // z.number().int() adds a check; z.int() is a number of that format itself.
  const whole = defOf(schema).format === "safeint" || checks.some((check) => check.format === "safeint");
  const options: Record<string, unknown> = { widget: "number", value_type: whole ? "int" : "float" };
  for (const check of checks) {
    if (check.check === "greater_than" && check.inclusive) options.min = check.value;
    if (check.check === "less_than" && check.inclusive) options.max = check.value;
  }
  return options;
}

function listWidget(name: string, schema: z.ZodType): Record<string, unknown> {
  const def = defOf(schema);
  const element = def.element as z.ZodType;
  const counts: Record<string, unknown> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length" && (check.minimum as number) > 0) counts.min = check.minimum;
    if (check.check === "max_length") counts.max = check.maximum;
    if (check.check === "length_equals") Object.assign(counts, { min: check.length, max: check.length });
  }
  // One paragraph of a list of paragraphs (a biography, a summary) is labelled as such.
  const item = editorField(longText.has(name) ? "paragraph" : singular(name), element);
  if ("fields" in item && item.widget === "object") {
    return { widget: "list", fields: item.fields, collapsed: "auto", summary: summaryOf(item.fields), ...counts };
  }
  return { widget: "list", field: item, ...counts };
}

/**
 * A union of strings (a page of this site or an https address) is one text box; a union of
 * objects (a button with a service or an address) is one object with every field, required where
 * every choice requires it. The content check refuses a mix that fits no choice.
 */
function unionWidget(name: string, options: z.ZodType[]): Record<string, unknown> {
  const defs = options.map(defOf);
  if (defs.every((def) => def.type === "string")) return { widget: "string" };
  if (defs.every((def) => def.type === "object")) {
    const fields = new Map<string, { field: Field; count: number }>();
    for (const option of options) {
      for (const field of editorFields(option)) {
        const known = fields.get(field.name);
        const optional = "required" in field && field.required === false;
        fields.set(field.name, { field: known?.field ?? field, count: (known?.count ?? 0) + (optional ? 0 : 1) });
      }
    }
    const merged = [...fields.values()].map(({ field, count }) =>
      count === options.length ? field : ({ ...field, required: false } as Field),
    );
    return { widget: "object", fields: merged, collapsed: "auto" };
  }
  throw new Error(`field "${name}": the editor cannot show a union of ${defs.map((d) => d.type).join(", ")}`);
}

/** The fields that name an entry, the first found: a title, a name, a label... */
const namingFields = ["title", "name", "label", "heading", "topic", "question", "year"];

/**
 * The fields whose values name an entry: "firstName" and "lastName" for a person, the parts of
 * a two-part title ("title.prefix", "title.suffix"), or the first naming field it has.
 */
export function namesOf(fields: readonly Field[]): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  if (byName.has("firstName") && byName.has("lastName")) return ["firstName", "lastName"];
  const candidates = [...namingFields.map((name) => byName.get(name)), byName.get("alt")].filter(
    (field): field is Field => field !== undefined,
  );
  // A name every entry has comes first: a banner's optional heading would leave some unnamed.
  const naming = candidates.find((field) => !("required" in field) || field.required !== false) ?? candidates[0];
  if (!naming) return [];
  if (naming.widget === "object" && "fields" in naming && naming.fields) {
    return (naming.fields as Field[]).map((part) => `${naming.name}.${part.name}`);
  }
  return [naming.name];
}

/** The words a collapsed list item or an entry in a list shows: its name, title or label. */
export function summaryOf(fields: readonly Field[]): string | undefined {
  const names = namesOf(fields);
  return names.length > 0 ? names.map((name) => `{{fields.${name}}}`).join(" ") : undefined;
}

/** Items whose list's name does not make its singular by losing an s. */
const itemNames: Record<string, string> = { aliases: "alias", joinUs: "reason", weeks: "reading" };

/** "carouselItems" → "carouselItem", for the label of one item of a list. */
const singular = (name: string) => itemNames[name] ?? name.replace(/ies$/, "y").replace(/s$/, "");
