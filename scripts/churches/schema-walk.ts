/**
 * Varies content by its zod schema, as a church might write it: an optional field left out, a
 * list emptied, shortened or made long, free text (a string with no format of its own) rewritten
 * in other words. What a schema says a field may hold is all it goes by, so the variations are
 * the ones the schemas accept; a variation the schema refuses as a whole is tried again.
 */
import type { z } from "zod";
import type { Random } from "./random.ts";
import { paragraph, personName, title } from "./words.ts";

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional or default wrapper, and whether it had one. */
export function unwrapped(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if ((def.type === "optional" || def.type === "default") && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if (def.type === "pipe" && def.in) inner = def.in;
    else return { schema: inner, optional };
  }
}

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const lengthLimit = (def: Def, kind: "min_length" | "max_length") =>
  checksOf(def).find((check) => check.check === kind)?.[kind === "min_length" ? "minimum" : "maximum"];

/** A string any words may fill: no format, no pattern, no rule of its own beyond being there. */
function isFreeText(def: Def): boolean {
  return (
    def.type === "string" &&
    def.format === undefined &&
    checksOf(def).every((check) => ["overwrite", "min_length", "max_length"].includes(check.check))
  );
}

export interface Variation {
  random: Random;
  /** Fields that name or number something another file or field relies on: kept as they are. */
  kept: ReadonlySet<string>;
}

/** Text in the same spirit: a person's name for a name, a short title for a short text, sentences for a longer one. */
function rewritten(value: string, key: string, max: number | undefined, random: Random): string {
  // Text that names a fact or links a page keeps its meaning; the check holds it to other rules.
  if (/\{\{|\]\(|\*|\n/.test(value)) return value;
  const words = value.split(/\s+/).length;
  const name = personName(random);
  const text =
    key === "firstName" || key === "lastName"
      ? name[key]
      : words <= 6
        ? title(random)
        : paragraph(random, Math.ceil(words / 14));
  return max !== undefined && text.length > max ? text.slice(0, max).replace(/\s+\S*$/, "") : text;
}

/** A list's new length: as it was, one more or less, empty (as far as allowed) or long. */
function newLength(length: number, min: number, max: number, random: Random): number {
  const roll = random.next();
  const wanted = roll < 0.12 ? min : roll < 0.24 ? length * 3 + random.int(5, 20) : length + random.int(-1, 1);
  return Math.max(min, Math.min(max, wanted));
}

/** `value`, a valid value of `schema`, varied. */
function varied(schema: z.ZodType, value: unknown, key: string, variation: Variation): unknown {
  const { random, kept } = variation;
  const { schema: inner, optional } = unwrapped(schema);
  if (value === undefined || kept.has(key)) return value;
  if (optional && random.chance(0.2)) return undefined;
  const def = defOf(inner);
  if (isFreeText(def) && typeof value === "string")
    return rewritten(value, key, lengthLimit(def, "max_length"), random);
  if (def.type === "array" && Array.isArray(value) && def.element) {
    const max = lengthLimit(def, "max_length") ?? 60;
    const min = lengthLimit(def, "min_length") ?? 0;
    const length = value.length === 0 ? 0 : newLength(value.length, min, max, random);
    const items = Array.from({ length }, (_, i) => structuredClone(i < value.length ? value[i] : random.pick(value)));
    return items.map((item) => varied(def.element!, item, "", variation));
  }
  if (def.type === "object" && def.shape && value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [field, fieldSchema] of Object.entries(def.shape)) {
      const next = varied(fieldSchema, (value as Record<string, unknown>)[field], field, variation);
      if (next !== undefined) out[field] = next;
    }
    return out;
  }
  if (def.type === "union" && def.options) {
    const option = def.options.find((candidate) => candidate.safeParse(value).success);
    return option ? varied(option, value, key, variation) : value;
  }
  return value;
}

/**
 * A variation of a valid value that its schema accepts, tried up to `tries` times; the value itself
 * when none is accepted (a rule across fields, such as an end after its start, may refuse them all).
 */
export function vary<T>(schema: z.ZodType, value: T, variation: Variation, tries = 8): T {
  for (let i = 0; i < tries; i++) {
    const candidate = varied(schema, structuredClone(value), "", variation);
    if (schema.safeParse(candidate).success) return candidate as T;
  }
  return value;
}
