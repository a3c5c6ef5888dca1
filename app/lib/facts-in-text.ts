/**
 * Facts a page repeats (a service's time, the youth group's grades, the year the church began)
 * are written once, in a field, and named in text as {{name}}: "Students in grades {{412 Youth
 * grades}}". The build puts the value in, so changing the field changes every page that says it.
 */
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { clockLabel } from "./dates.ts";
import { serviceDay } from "./service-times.ts";

/** A fact's name in text: {{Worship Service}}. */
const token = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What content can name, with where each value comes from. */
export interface FactSources {
  serviceTimes: SiteConfig["serviceTimes"];
  facts?: SiteConfig["facts"];
  /** When every care group meets (content/care-groups.yaml), for a church with care groups. */
  careGroupsWhen?: string;
  /** The first year of the history timeline, for a church with one. */
  firstYear?: number;
  /** Where to park and which door to use (site config). */
  parking: string;
}

/**
 * Every fact by name: each service's start ("Worship Service": "10:30 AM"), end ("Worship
 * Service ends": "12:00 PM") and day ("Family Life Service day": "3rd Sunday"), the care groups'
 * days, the year the church began, where to park, and the facts of the site settings.
 */
export function factTable({
  serviceTimes,
  facts = [],
  careGroupsWhen,
  firstYear,
  parking,
}: FactSources): Map<string, string> {
  const table = new Map<string, string>();
  for (const service of serviceTimes) {
    table.set(service.name, clockLabel(service.start));
    table.set(`${service.name} ends`, clockLabel(service.end));
    table.set(`${service.name} day`, serviceDay(service));
  }
  if (careGroupsWhen !== undefined) table.set("Care group days", careGroupsWhen);
  if (firstYear !== undefined) table.set("Year founded", String(firstYear));
  table.set("Parking", parking);
  for (const fact of facts) table.set(fact.name, fact.value);
  return table;
}

/** The names in a text that are not facts. */
export function unknownFacts(text: string, table: ReadonlyMap<string, string>): string[] {
  return [...text.matchAll(token)].map((m) => m[1]!).filter((name) => !table.has(name));
}

/** A text with each fact's name replaced by its value; a name that is no fact is left as written. */
export function fillFacts(text: string, table: ReadonlyMap<string, string>): string {
  return text.replace(token, (whole, name: string) => table.get(name) ?? whole);
}

/** A value with every text in it filled, at any depth; the value given is not changed. */
export function withFacts<T>(value: T, table: ReadonlyMap<string, string>): T {
  if (typeof value === "string") return fillFacts(value, table) as T;
  if (Array.isArray(value)) return value.map((item) => withFacts(item, table)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, table)])) as T;
  return value;
}

/** What the editor and the content check say a fact is. */
export const factHelp = `write {{name}} with a fact's name: a service's name for its time ({{Worship Service}}), "<service> ends" for its end, "<service> day" for its day, "Parking", "Care group days" (with care groups), "Year founded" (with a history), or a fact of the site settings`;
