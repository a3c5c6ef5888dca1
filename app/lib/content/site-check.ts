/**
 * The whole content check, over a content tree: every file against its schema, then every rule
 * that spans files (addresses and paths unique, links that lead to a page, names that must match
 * another file, facts, the menu). It is a pure function so that it runs in two places with the
 * same words: the build (`npm run build`, `npm run check:content`) and the site editor before it
 * saves an entry (admin/entry-check.ts). Every problem of every file comes back in one run.
 */
import { collections, inlineMarkdown, references, type RequiredCollection } from "../../../content/collections.ts";
import { actionLinks } from "../actions.ts";
import { brandProblems } from "../brand.ts";
import { factHelp, factTable, unknownFacts } from "../facts-in-text.ts";
import { buildMenu } from "../menu.ts";
import { addressProblems, registryProblems, servedPaths, type RegistryPage } from "../page-registry.ts";
import { biographyPath } from "../site-paths.ts";
import { videoPlayerOrigins } from "../third-party-origins.ts";
import {
  checkRules,
  checkSchemas,
  describe,
  linkProblem,
  type CheckOptions,
  type ParsedContent,
} from "./content-check.ts";
import { featureProblems } from "./feature-check.ts";
import { parseInlineMarkdown } from "./markdown-document.ts";
import { readContentFiles, type ContentFiles } from "./content-files.ts";
import type { ContentTree } from "./content-tree.ts";
import type { PageBody } from "./page-files.ts";

type Parsed = ParsedContent<ContentFiles>;
/** The content once checked: the collections every site has, those of the church's features it has, and the pages. */
export type CheckedContent = Pick<Parsed, Exclude<RequiredCollection, "pages">> &
  Partial<Omit<Parsed, RequiredCollection>> & { pages: RegistryPage[] };

/** What the check cannot know from the files' text. */
export interface SiteCheckEnvironment {
  /** Whether content/images holds this picture (/staff/jane-doe.jpg); every picture exists when not given. */
  imageExists?: (imagePath: string) => boolean;
}

export type SiteCheck =
  | {
      ok: true;
      content: CheckedContent;
      /** Each page's Markdown beyond its checked fields, by its path. */
      bodies: Map<string, PageBody>;
      /** The facts text may name ({{Worship Service}}), with their values. */
      facts: ReadonlyMap<string, string>;
    }
  | { ok: false; problems: string[] };

/** Where a document's PDF is served; links in content may name it. */
export const pdfHref = (entry: { pdf: string }) => `/docs/${entry.pdf}`;

/** The address of each biography page, such as /about_dmercer. */
export function biographyPaths(content: Pick<CheckedContent, "staffSections">): string[] {
  return (content.staffSections ?? []).flatMap((section) =>
    section.staff.flatMap((person) => (person.about ? [biographyPath(person.about.url)] : [])),
  );
}

/** Checks all content of the tree; `ok` only when no rule is broken. */
export function checkSite(tree: ContentTree, { imageExists }: SiteCheckEnvironment = {}): SiteCheck {
  const { files, pageBodies, pageFiles } = readContentFiles(tree);
  const schemas = checkSchemas(files);
  const problems = [...schemas.problems];
  const valid = schemas.valid;

  // Every page file that names an address, valid or not: its address is taken, and links to it lead somewhere.
  const addressed = (files.pages.data as unknown[] | undefined)?.flatMap((page, i) => {
    const address = addressOf(page);
    return address ? [{ ...address, file: pageFiles[i]! }] : [];
  });
  const invalidPages = schemas.invalid.pages ?? new Set<number>();
  const pages: RegistryPage[] = ((files.pages.data as unknown[] | undefined) ?? [])
    .flatMap((_, i) => (invalidPages.has(i) ? [] : [{ file: pageFiles[i]! }]))
    .map(({ file }, i) => ({ ...valid.pages![i]!, file }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (valid.pages) problems.push(...(invalidPages.size === 0 ? registryProblems(pages) : []));
  problems.push(...featureProblems(files, pages, valid.siteConfig));
  if (addressed && (!valid.pages || invalidPages.size > 0)) problems.push(...addressProblems(addressed));

  const served = servedPaths(addressed?.map((page) => ({ kind: "ministry", ...page })) ?? []);
  const options: CheckOptions = {
    imageExists,
    reservedPaths: served,
    knownPaths: [
      ...served,
      // Every biography address written, in an entry valid or not: a link to it is not the mistake.
      ...biographyUrls(files.staffSections?.data).map(biographyPath),
      ...(addressed ?? []).flatMap((page) => (page.pdf ? [pdfHref({ pdf: page.pdf })] : [])),
    ],
  };
  const site = valid.siteConfig;
  // A color a visitor could not read is refused before anything is built, with the pair named.
  for (const problem of brandProblems(site?.brand)) {
    const [field] = problem.split(":");
    const path = ["brand", field!.replace("brand.", "")];
    const where = site?.brand ? (files.siteConfig.where?.(path) ?? files.siteConfig.file) : files.siteConfig.file;
    problems.push(`${where}: ${problem}`);
  }
  if (site) {
    // A video plays from the live stream's host, or from a video player any church's pages may frame.
    const stream = site.links.liveStreamEmbed ? [new URL(site.links.liveStreamEmbed).origin] : [];
    options.frameOrigins = [...new Set([...stream, ...videoPlayerOrigins])].sort();
    // Its pages are named (a sign-up, a service), never linked: the service's own site, when it has one.
    const registration = site.links.churchCenter?.registration;
    options.managedOrigin = registration?.startsWith("https://") ? new URL(registration).origin : undefined;
  }
  // The facts are known once each file they come from can be read (a church without care groups has none of theirs).
  const readable = (name: "careGroups" | "history") => files[name].absent || valid[name] !== undefined;
  if (site && readable("careGroups") && readable("history")) {
    options.facts = factTable({
      serviceTimes: site.serviceTimes,
      facts: site.facts,
      careGroupsWhen: valid.careGroups?.when,
      firstYear: valid.history?.length ? Math.min(...valid.history.map((item) => item.year)) : undefined,
      parking: site.parking,
    });
  }
  options.references = referencedNames(valid, files);
  // The text check's facts must be facts of the content, or it would look for nothing.
  if (options.facts && valid.factChecks)
    valid.factChecks.checks.forEach(({ fact }, i) => {
      if (!options.facts!.has(fact))
        problems.push(
          describe(
            files.factChecks.where?.(["checks", i, "fact"]) ?? files.factChecks.file,
            files.factChecks.data,
            ["checks", i, "fact"],
            `names "${fact}", which is not a fact: ${factHelp}`,
          ),
        );
    });
  problems.push(...checkRules(files, options));

  problems.push(...inlineMarkdownProblems(files));
  for (const body of pageBodies.values()) {
    for (const { href, where } of body.links) {
      const problem = linkProblem(href, options);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    if (options.facts)
      for (const name of unknownFacts(JSON.stringify(body.blocks), options.facts))
        problems.push(`${body.file}: {{${name}}} is not a fact: ${factHelp}`);
  }
  // Every page is checked against the menu, once every file of the menu can be read.
  if (valid.menu && !schemas.invalid.menu?.size && site && (valid.signUps || files.signUps.absent))
    problems.push(...buildMenu(valid.menu, pages, actionLinks({ siteConfig: site, signUps: valid.signUps })).problems);

  if (problems.length > 0) return { ok: false, problems };
  const content = { ...(valid as ParsedContent<ContentFiles>), pages };
  return { ok: true, content, bodies: pageBodies, facts: options.facts! };
}

/** The addresses a page file's data gives (its path, its aliases, its PDF's), whether or not it is valid. */
function addressOf(page: unknown): { path: string; aliases: string[]; pdf?: string } | undefined {
  const { path, aliases, pdf } = (page ?? {}) as Record<string, unknown>;
  if (typeof path !== "string") return undefined;
  const others = Array.isArray(aliases) ? aliases.filter((alias): alias is string => typeof alias === "string") : [];
  return { path, aliases: others, ...(typeof pdf === "string" && { pdf }) };
}

/** Every `about.url` a staff directory's data gives, valid or not. */
function biographyUrls(staffSections: unknown): string[] {
  const sections = Array.isArray(staffSections) ? (staffSections as { staff?: unknown }[]) : [];
  return sections.flatMap((section) =>
    (Array.isArray(section?.staff) ? (section.staff as { about?: { url?: unknown } }[]) : []).flatMap((person) =>
      typeof person?.about?.url === "string" ? [person.about.url] : [],
    ),
  );
}

/**
 * A notice written in Markdown (content/collections.ts `inlineMarkdown`) is one paragraph of text,
 * links and emphasis; anything else would be lost on the page, so it is refused.
 */
function inlineMarkdownProblems(files: ContentFiles): string[] {
  return Object.entries(inlineMarkdown).flatMap(([collection, paths]) => {
    const file = files[collection as keyof ContentFiles];
    return paths.flatMap((pattern) =>
      valuesAt(file.data, pattern.split(".")).flatMap(({ value, path }) =>
        typeof value === "string"
          ? parseInlineMarkdown(value).problems.map((what) =>
              describe(
                file.where ? file.where(path) : file.file,
                file.data,
                path,
                `holds ${what}, which a notice cannot show: write one paragraph of text, links [the words](/page), bold **words** and italics *words*`,
              ),
            )
          : [],
      ),
    );
  });
}

/** The values at a dotted path whose `*` stands for every item of a list, with their paths. */
function valuesAt(
  data: unknown,
  pattern: readonly string[],
  path: PropertyKey[] = [],
): { value: unknown; path: PropertyKey[] }[] {
  if (pattern.length === 0) return [{ value: data, path }];
  const [head, ...rest] = pattern;
  if (head === "*") return Array.isArray(data) ? data.flatMap((item, i) => valuesAt(item, rest, [...path, i])) : [];
  const next = (data as Record<string, unknown> | null | undefined)?.[head!];
  return next === undefined ? [] : valuesAt(next, rest, [...path, head!]);
}

/**
 * The names each reference field may give (content/collections.ts `references`), from the file it
 * names (none when the church does without that file); a field whose file is not valid is left
 * unchecked (that file's problems are named). A button's `service` names a service the site
 * config gives an address.
 */
function referencedNames(valid: Partial<ParsedContent<ContentFiles>>, files: ContentFiles): CheckOptions["references"] {
  const named = Object.entries(references).flatMap(([field, { collection, list, key, noun }]) => {
    const data = valid[collection] as unknown as Record<string, Record<string, string>[]> | undefined;
    if (!data && !files[collection].absent) return [];
    const { source } = collections[collection];
    const names = data ? data[list]!.map((entry) => entry[key]!) : [];
    return [[field, { names, noun, file: "file" in source ? source.file : "" }] as const];
  });
  const site = valid.siteConfig;
  const services = site && {
    names: Object.keys(actionLinks({ siteConfig: site }).services),
    noun: "service",
    file: "content/site-config.yaml",
  };
  return Object.fromEntries([...named, ...(services ? [["service", services] as const] : [])]);
}
