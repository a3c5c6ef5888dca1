import type { z } from "zod";
import { factHelp, unknownFacts } from "../facts-in-text.ts";
import { termsOf } from "../search/search-words.ts";
import { biographyPath, isPagePath } from "../site-paths.ts";
import { videoFields } from "../third-party-origins.ts";

/** One content file or folder: where it lives, the schema it must satisfy and what it holds. */
export interface ContentFile<S extends z.ZodType = z.ZodType> {
  file: string;
  schema: S;
  data: unknown;
  /** For content read from YAML: "file:line:column" of the field at `path` (app/lib/content/yaml-source.ts). */
  where?: (path: Path) => string;
  /** What the reader found wrong before the check: a YAML mistake, an entry in no group. */
  problems?: readonly string[];
  /** The church has none of it (no file, no folder's entry): an optional feature it does without. */
  absent?: boolean;
}

export type ContentFiles = Record<string, ContentFile>;
export type ParsedContent<F extends ContentFiles> = { [K in keyof F]: z.output<F[K]["schema"]> };

export interface CheckOptions {
  /** Paths the site already has; a staff biography page may not take one of them. */
  reservedPaths?: readonly string[];
  /** Every page of the site; internal links must lead to one. */
  knownPaths?: readonly string[];
  /** Whether content/images holds this file. */
  imageExists?: (imagePath: string) => boolean;
  /** Origins the site's security policy lets the page frame; every video must play from one. */
  frameOrigins?: readonly string[];
  /**
   * For each field that names an entry of another file (content/collections.ts `references`):
   * the names that file has, what an entry is called and the file.
   */
  references?: Record<string, { names: readonly string[]; noun: string; file: string }>;
  /** The facts text may name as {{name}} (app/lib/facts-in-text.ts), by name. */
  facts?: ReadonlyMap<string, string>;
  /** The church-management service's origin: its pages are named (a sign-up, a service), never linked. */
  managedOrigin?: string;
}

export type CheckResult<F extends ContentFiles> =
  { ok: true; content: ParsedContent<F> } | { ok: false; problems: string[] };

type Path = readonly PropertyKey[];

/** Fields whose value names a file in content/images. */
const imageFields = new Set(["imgSrc", "src", "logo"]);

/**
 * What the schemas say of the content: every problem, and what is valid. A list whose entries are
 * not all valid keeps its valid ones, so the rules that span entries can still check them in the
 * same run (an editor learns of every mistake at once, not one kind a run).
 */
export interface SchemaCheck<F extends ContentFiles> {
  problems: string[];
  /** Each collection that is valid, or the valid entries of a list that is not. */
  valid: Partial<ParsedContent<F>>;
  /** The entries of each list that are not valid, by their place in its data. */
  invalid: Partial<Record<keyof F, ReadonlySet<number>>>;
}

/** Checks every content file against its schema. Each problem names the file, the entry and the field. */
export function checkSchemas<F extends ContentFiles>(files: F): SchemaCheck<F> {
  const problems: string[] = [];
  const valid: Record<string, unknown> = {};
  const invalid: Record<string, ReadonlySet<number>> = {};
  for (const [key, contentFile] of Object.entries(files)) {
    const { schema, data } = contentFile;
    // What could not be read at all is reported, and the rest still checked.
    problems.push(...(contentFile.problems ?? []));
    if (data === undefined) continue;
    const say = describer(contentFile);
    const result = schema.safeParse(data);
    if (result.success) {
      valid[key] = result.data;
      continue;
    }
    const issues = closestIssues(result.error.issues);
    for (const issue of issues) {
      // A field the schema does not know is named where it stands, as a likely misspelling.
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) problems.push(say([...issue.path, key], "is not a field of this entry"));
      } else if (issue.code === "invalid_type" && at(data, issue.path) === undefined) {
        problems.push(say(issue.path, "is missing"));
      } else if (issue.code === "invalid_type") {
        problems.push(say(issue.path, wrongType(issue.expected, at(data, issue.path))));
      } else problems.push(say(issue.path, issue.message));
    }
    const element = defOf(schema).element as z.ZodType | undefined;
    if (defOf(schema).type === "array" && element && Array.isArray(data)) {
      const named = new Set(issues.flatMap((issue) => (typeof issue.path[0] === "number" ? [issue.path[0]] : [])));
      const entries = data.map((entry, i) => (named.has(i) ? undefined : element.safeParse(entry)));
      invalid[key] = new Set(entries.flatMap((entry, i) => (entry?.success ? [] : [i])));
      valid[key] = entries.flatMap((entry) => (entry?.success ? [entry.data] : []));
    }
  }
  return { problems, valid: valid as Partial<ParsedContent<F>>, invalid: invalid as SchemaCheck<F>["invalid"] };
}

/**
 * The rules that span entries: unique biography addresses, no clash with the site's routes, images
 * that exist, links that lead somewhere, names that match, no HTML. They read every entry, valid or
 * not, so that an entry's every mistake is named in one run; the options come from what is valid.
 */
export function checkRules<F extends ContentFiles>(files: F, options: CheckOptions): string[] {
  const problems: string[] = [];
  for (const [key, contentFile] of Object.entries(files)) {
    if (contentFile.data === undefined) continue;
    problems.push(...checkReferences(describer(contentFile), contentFile.data, options));
    if (key === "staffSections")
      problems.push(...checkBiographyUrls(describer(contentFile), contentFile.data, options));
    if (key === "siteConfig") problems.push(...checkSearchSynonyms(describer(contentFile), contentFile.data));
  }
  return problems;
}

/** Both passes: the schemas, then the rules that span entries. */
export function checkContent<F extends ContentFiles>(files: F, options: CheckOptions = {}): CheckResult<F> {
  const schemas = checkSchemas(files);
  const problems = [...schemas.problems, ...checkRules(files, options)];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: schemas.valid as ParsedContent<F> };
}

const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { type: string; element?: unknown } } })._zod.def;

/** A value of the wrong kind, said as an editor would: `must be a number, not the text "first"`. */
function wrongType(expected: string, value: unknown): string {
  const kinds: Record<string, string> = {
    number: "a number",
    int: "a whole number",
    string: "text",
    boolean: "true or false",
    array: "a list (lines starting with -)",
    object: "fields (name: value) indented under it",
  };
  const actual =
    typeof value === "string"
      ? `the text "${value}"`
      : Array.isArray(value)
        ? "a list"
        : value === null
          ? "empty"
          : typeof value === "object"
            ? "fields"
            : `${typeof value === "number" ? "the number" : ""} ${String(value)}`.trim();
  return `must be ${kinds[expected] ?? expected}, not ${actual}`;
}

/** Names a problem at `path` of a content file: by its file, and its line and column where it has them. */
type Describer = (path: Path, message: string) => string;

function describer({ file, data, where }: ContentFile): Describer {
  return (path, message) => describe(where ? where(path) : file, data, path, message);
}

/** Formats one problem: `content/staff/david-mercer.yaml:9:8: Our Elders › David Mercer: field "about.url" must not be empty`. */
export function describe(file: string, data: unknown, path: Path, message: string): string {
  const entries: string[] = [];
  let fieldStart = 0;
  let node: unknown = data;
  path.forEach((segment, i) => {
    node = isObject(node) ? (node as Record<PropertyKey, unknown>)[segment] : undefined;
    // Pages are keyed by their path: name the path as well as the page.
    const labels = [typeof segment === "string" && segment.startsWith("/") ? segment : undefined, labelOf(node)];
    for (const label of labels.filter((l) => l !== undefined)) {
      entries.push(label);
      fieldStart = i + 1;
    }
  });
  const field = formatPath(path.slice(fieldStart));
  const where = entries.length > 0 ? `${entries.join(" › ")}: ` : "";
  return `${file}: ${where}${field ? `field "${field}" ` : ""}${message}`;
}

type Issue = z.core.$ZodIssue;

/**
 * Replaces zod's bare "Invalid input" for an entry that may take several shapes (a menu link
 * or a submenu, say) with the problems of the shape it came closest to, so the message names
 * the field that is wrong. A union with a message of its own keeps it.
 */
function closestIssues(issues: readonly Issue[], prefix: Path = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== "invalid_union" || issue.message !== "Invalid input" || issue.errors.length === 0) {
      return [{ ...issue, path } as Issue];
    }
    const score = (branch: Issue[]) => branch.length + 10 * branch.filter((i) => i.code === "unrecognized_keys").length;
    const best = [...issue.errors].sort((a, b) => score(a) - score(b))[0]!;
    return closestIssues(best, path);
  });
}

/** Every biography address is unique and does not take the address of another page. */
function checkBiographyUrls(say: Describer, data: unknown, { reservedPaths = [] }: CheckOptions): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  walk(data, [], (value, path) => {
    if (path.at(-1) !== "url" || path.at(-2) !== "about" || typeof value !== "string") return;
    const person = labelOf(at(data, path.slice(0, -2))) ?? `the entry using "${value}"`;
    const route = biographyPath(value);
    const earlier = seen.get(value);
    if (earlier) problems.push(say(path, `"${value}" is already used by ${earlier}`));
    else if (reservedPaths.includes(route))
      problems.push(say(path, `"${value}" would make ${route}, which is already a page of the site`));
    seen.set(value, person);
  });
  return problems;
}

/**
 * The site settings' search synonyms as the search reads them (app/lib/search/search-words.ts):
 * a word made only of little words ("the") is never searched, and "kid" and "kids" are one word.
 */
function checkSearchSynonyms(say: Describer, data: unknown): string[] {
  const synonyms = at(data, ["searchSynonyms"]);
  if (!Array.isArray(synonyms)) return [];
  const problems: string[] = [];
  const seen: string[] = [];
  synonyms.forEach((synonym: unknown, i) => {
    const word = at(synonym, ["word"]);
    if (typeof word !== "string" || !word.trim()) return;
    const terms = termsOf(word).join(" ");
    const path = ["searchSynonyms", i, "word"];
    if (!terms) problems.push(say(path, "must hold a word the search looks for, not only words such as “the”"));
    else if (seen.includes(terms)) problems.push(say(path, "is already the word of another synonym"));
    seen.push(terms);
  });
  return problems;
}

/**
 * Words that are true only for a while, and go stale without anyone noticing: "this year", "last
 * spring", "next month", "recently". Allowed in an entry (or a file) with a showUntil date.
 */
const relativeTime = /\b(?:(?:this|next|last) (?:year|month|spring|summer|fall|autumn|winter|season)|recently)\b/i;

/**
 * A season or a holiday, which a banner, a card or a title announces only for a while: "Fall
 * Ministries" read on in November, "Advent" in March. Not when it recurs ("each spring").
 */
const seasonWord = /\b(?:fall|autumn|winter|spring|summer|thanksgiving|advent|christmas|easter|lent|new year)\b/i;

/** What comes back every year, and so is not stale: "each spring and fall", "every Christmas". */
const recurring = /\b(?:each|every)\s+(?:[a-z]+(?:,\s*|\s+(?:and|or)\s+))*[a-z]+/gi;

/** Words that date a text by themselves: a year or a month. */
const datedWords =
  /\b(?:1[89]|20)\d\d\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** The fields of what a visitor reads as an announcement: a banner's, a card's, a page's title. */
const announcementFields = new Set(["title", "heading", "text", "subtitle", "description", "alt", "flashMessage"]);

/**
 * The season a text announces without saying when, if any. A banner or a card may carry its
 * dates (showUntil, on it or around it); a file's own title and description must say them in
 * words, since a page stays at its address after its last day. The flash banner goes with its
 * dates.
 */
function undatedSeason(value: string, path: Path, data: unknown): { word: string; item: boolean } | undefined {
  const key = path.at(-1);
  if (typeof key !== "string" || !announcementFields.has(key) || datedWords.test(value)) return undefined;
  // A collection's data is a list of its files: a file's own fields are one step further down.
  const file = Array.isArray(data) ? 1 : 0;
  const item = path.includes("carouselItems") || path.includes("cards");
  if (!item && path.length !== file + 1) return undefined;
  const from = item || key === "flashMessage" ? 0 : file + 1;
  if (path.some((_, i) => i >= from && hasShowUntil(at(data, path.slice(0, i))))) return undefined;
  const word = seasonWord.exec(value.replace(recurring, ""))?.[0];
  return word ? { word, item: item || key === "flashMessage" } : undefined;
}

/**
 * Images exist, links inside the site lead to a page that exists, videos play from an allowed
 * host, and no text says "this year", or announces a season, without a date when it stops being
 * shown.
 */
function checkReferences(
  say: Describer,
  data: unknown,
  { imageExists, knownPaths, frameOrigins, references = {}, managedOrigin, facts }: CheckOptions,
): string[] {
  const problems: string[] = [];
  walk(data, [], (value, path) => {
    const key = path.at(-1);
    const stale = typeof value === "string" ? relativeTime.exec(value)?.[0] : undefined;
    if (stale && !path.some((_, i) => hasShowUntil(at(data, path.slice(0, i)))))
      problems.push(
        say(
          path,
          `says "${stale}", which goes stale without notice: write the dates ("from September 2026 to May 2027") or give the entry a showUntil date`,
        ),
      );
    const season = typeof value === "string" ? undatedSeason(value, path, data) : undefined;
    if (season)
      problems.push(
        say(
          path,
          season.item
            ? `announces "${season.word}", which goes stale when the season ends: write when ("Advent 2026", "from November 29") or give the entry its showFrom and showUntil dates`
            : `announces "${season.word}", which goes stale when the season ends: write when ("Fall Ministries 2026"), since the page keeps its title after its last day`,
        ),
      );
    if (facts && typeof value === "string")
      for (const name of unknownFacts(value, facts))
        problems.push(say(path, `names {{${name}}}, which is not a fact: ${factHelp}`));
    if (typeof value !== "string" || typeof key !== "string") return;
    if (imageExists && imageFields.has(key) && !imageExists(value)) {
      problems.push(say(path, `names content/images${value}, which does not exist`));
    }
    if (frameOrigins && videoFields.test(key) && URL.canParse(value)) {
      const { origin } = new URL(value);
      if (!frameOrigins.includes(origin))
        problems.push(
          say(
            path,
            `plays from ${origin}, which the site cannot show: use the video's embed address on one of ${frameOrigins.join(", ")}`,
          ),
        );
    }
    const named = Object.hasOwn(references, key) ? references[key] : undefined;
    if (named && !named.names.includes(value))
      problems.push(say(path, `names "${value}", which is not a ${named.noun} of ${named.file}`));
    const tag = htmlTag.exec(value)?.[0];
    if (tag)
      problems.push(
        say(
          path,
          `holds HTML ("${tag}"), which the site would show as it is written: write plain text (in a notice, a link is written [the words](/page) and bold **words**)`,
        ),
      );
    // An href field's form is its schema's to refuse; a link written in Markdown has no other check.
    const links =
      key === "href" ? [{ href: value, form: false }] : markdownLinks(value).map((href) => ({ href, form: true }));
    for (const { href, form } of links) {
      const problem = linkProblem(href, { knownPaths, managedOrigin }, { form });
      if (problem) problems.push(say(path, problem));
    }
  });
  return problems;
}

/** A tag of HTML in text: <a href="/x">, </b>, <script>. */
const htmlTag = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** A link written in Markdown, [the words](/page) or [the words](/page "a title"), and its address. */
const markdownLink = /\[[^\]]*\]\(\s*<?([^()\s<>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The addresses of the links a text writes in Markdown. */
export const markdownLinks = (text: string) => [...text.matchAll(markdownLink)].map((link) => link[1]!);

/**
 * What is wrong with where a link leads, if anything: a page or file this site does not have, the
 * church-management service (whose pages are named, not linked), or (with `form`) an address that
 * is neither a page of the site nor a full https:// one. Said as what the link does: "links to …".
 */
export function linkProblem(
  href: string,
  { knownPaths, managedOrigin }: Pick<CheckOptions, "knownPaths" | "managedOrigin">,
  { form = true }: { form?: boolean } = {},
): string | undefined {
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return undefined;
  if (href.startsWith("/")) {
    const page = href.split("#")[0] ?? "";
    if (!knownPaths || knownPaths.includes(page)) return undefined;
    return isPagePath(page)
      ? `links to ${href}, which is not a page of this site (pages are the files of content/pages)`
      : `links to ${href}, which is not a file of this site`;
  }
  const url = URL.canParse(href) ? new URL(href) : undefined;
  if (url && managedOrigin && url.origin === managedOrigin) return managedLinkProblem;
  if (url?.protocol === "https:" || !form) return undefined;
  return `links to ${href}, which is neither a page of this site (/about_staff) nor a full https:// address`;
}

/** Why a link straight to the church-management service is refused. */
const managedLinkProblem =
  "links to the church-management service: name its sign-up instead (signUp: a name of content/sign-ups.yaml) or its page (service: registration, giving, calendar, prayer or contact), so its address is written once";

/** Whether an entry (or a whole file) has a last day on which it is shown. */
const hasShowUntil = (node: unknown) => isObject(node) && "showUntil" in node;

function walk(node: unknown, path: PropertyKey[], visit: (value: unknown, path: Path) => void): void {
  visit(node, path);
  if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, i], visit));
  else if (isObject(node)) for (const [k, child] of Object.entries(node)) walk(child, [...path, k], visit);
}

function at(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (isObject(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** A human name for an entry: its title, name, label, person's name or year. */
function labelOf(node: unknown): string | undefined {
  if (!isObject(node) || Array.isArray(node)) return undefined;
  const o = node as Record<string, unknown>;
  if (isObject(o["title"])) {
    const t = o["title"] as Record<string, unknown>;
    if (typeof t["prefix"] === "string" && typeof t["suffix"] === "string") return `${t["prefix"]} ${t["suffix"]}`;
  }
  if (typeof o["firstName"] === "string" || typeof o["lastName"] === "string") {
    return [o["firstName"], o["lastName"]].filter((s) => typeof s === "string" && s).join(" ") || undefined;
  }
  for (const k of ["title", "name", "label", "heading", "path"]) {
    if (typeof o[k] === "string" && (o[k] as string).trim()) return o[k] as string;
  }
  if (typeof o["year"] === "number") return String(o["year"]);
  return undefined;
}

function formatPath(path: Path): string {
  return path.reduce<string>(
    (out, seg) => (typeof seg === "number" ? `${out}[${seg}]` : out ? `${out}.${String(seg)}` : String(seg)),
    "",
  );
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}
