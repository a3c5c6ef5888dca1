/**
 * The site's content, read once per build from the files the manifest declares and checked as a
 * whole: every schema, then the rules that span files (addresses, links, images, the menu). A
 * mistake stops the build with every problem, one a line, each naming its file.
 */
import { existsSync } from "node:fs";
import { actionLinks } from "../lib/actions.ts";
import { checkContent, type CheckOptions, type ParsedContent } from "../lib/content-check.ts";
import type { Block } from "../lib/document.ts";
import { contentOn, inMenuOn, type NoticeDays } from "../lib/dated-content.ts";
import { factHelp, factTable, unknownFacts, withFacts } from "../lib/facts-in-text.ts";
import { buildMenu } from "../lib/menu.ts";
import { addressProblems, pageAt, registryProblems, servedPaths, type RegistryPage } from "../lib/page-registry.ts";
import { sanitizeInlineHtml } from "../lib/sanitize-html.ts";
import { biographyPath } from "../lib/site-paths.ts";
import { thirdPartyOrigins } from "../lib/third-party-origins.ts";
import type { NavSection } from "../../content/schema/navigation.ts";
import type { PageEntry } from "../../content/schema/page.ts";
import { collections, references } from "../../content/collections.ts";
import { readContentFiles, type ContentFiles } from "./content-files.server.ts";
import { buildDay } from "./build-day.server.ts";
import type { PageBody } from "./page-files.server.ts";
import { projectPath } from "./project-paths.server.ts";

export type Content = ParsedContent<ContentFiles> & {
  pages: RegistryPage[];
  navigation: NavSection[];
  /** The day the site is built for, in the church's time zone (YYYY-MM-DD). */
  today: string;
  /** The days after the build on which a page changes by itself, for its head script. */
  noticeDays: NoticeDays;
};

/** A document (statement of faith, policy) ready to show and print. */
export interface LoadedDocument extends PageEntry {
  pdf: string;
  adopted: string;
  blocks: Block[];
  /** Address of its PDF, such as /docs/stewardship-policy.pdf. */
  pdfHref: string;
}

/** Where a document's PDF is served; links in content may name it. */
export const pdfHref = (entry: { pdf: string }) => `/docs/${entry.pdf}`;

/** Thrown when content breaks a rule; its message lists every problem, one a line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

let cached: { content: Content; bodies: Map<string, PageBody> } | undefined;

/** The checked content with editor-written HTML sanitized; the first call reads and checks everything. */
export function getContent(root = projectPath()): Content {
  if (cached) return cached.content;
  cached = loadContent(root);
  return cached.content;
}

/** Reads and checks all content under `root`; throws a ContentError naming every problem. */
export function loadContent(root = projectPath(), day?: string): { content: Content; bodies: Map<string, PageBody> } {
  const imagesDir = `${root}/content/images`;
  const imageExists = (p: string) => existsSync(imagesDir + p);
  const { files, pageBodies, pageFiles } = readContentFiles(root);
  const first = checkContent(files, { imageExists });
  if (!first.ok) {
    // Two pages at one address are worth knowing at once, even beside other mistakes.
    const raw = (files.pages.data as unknown[]).flatMap((page, i) =>
      isAddressed(page) ? [{ ...page, file: pageFiles[i]! }] : [],
    );
    throw new ContentError([...first.problems, ...addressProblems(raw)]);
  }
  const parsed = first.content;
  // The registry in the order of the pages' addresses: the home page first, as in the sitemap.
  const pages = parsed.pages
    .map((page, i) => ({ ...page, file: pageFiles[i]! }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const problems = registryProblems(pages);

  // Links may lead to any page, alias or PDF, biography pages included, which only valid content
  // can name; videos may play only from the hosts the site config embeds.
  const options: CheckOptions = {
    imageExists,
    reservedPaths: servedPaths(pages),
    knownPaths: [
      ...servedPaths(pages),
      ...biographyPaths(parsed),
      ...pages.flatMap((p) => (p.pdf ? [pdfHref({ pdf: p.pdf })] : [])),
    ],
    frameOrigins: thirdPartyOrigins(parsed.siteConfig.links).frames,
    references: referencedNames(parsed),
    managedOrigin: new URL(parsed.siteConfig.links.churchCenter.registration).origin,
    facts: factTable({
      serviceTimes: parsed.siteConfig.serviceTimes,
      facts: parsed.siteConfig.facts,
      careGroupsWhen: parsed.careGroups.when,
      firstYear: Math.min(...parsed.history.map((item) => item.year)),
      parking: parsed.siteConfig.parking,
    }),
  };
  const links = checkContent(files, options);
  if (!links.ok) problems.push(...links.problems);
  for (const body of pageBodies.values()) {
    for (const { href, where } of body.links) {
      const problem = linkProblem(href, options.knownPaths!, options.managedOrigin!);
      if (problem) problems.push(`${where}: link "${href}" ${problem}`);
    }
    for (const name of unknownFacts(JSON.stringify(body.blocks), options.facts!))
      problems.push(`${body.file}: {{${name}}} is not a fact: ${factHelp}`);
  }
  // Every page is checked against the menu; the menu lists those shown today.
  problems.push(...buildMenu(parsed.menu, pages, actionLinks(parsed)).problems);
  if (problems.length > 0) throw new ContentError(problems);

  const today = day ?? buildDay(parsed.siteConfig.church.timeZone);
  // Each fact named in text ({{Worship Service}}) takes its value from its one field.
  const filled = withFacts({ ...parsed, pages }, options.facts!);
  for (const body of pageBodies.values()) body.blocks = withFacts(body.blocks, options.facts!);
  const { content: current, days } = contentOn(filled, today);
  const menu = buildMenu(filled.menu, inMenuOn(current.pages, today), actionLinks(filled));

  current.flashBanner.flashMessageHtml = sanitizeInlineHtml(current.flashBanner.flashMessageHtml);
  for (const section of current.fallPage.sections) {
    if (section.htmlDescription) section.htmlDescription = sanitizeInlineHtml(section.htmlDescription);
  }
  return { content: { ...current, navigation: menu.navigation, today, noticeDays: days }, bodies: pageBodies };
}

/** A page file's data that has at least an address. */
const isAddressed = (page: unknown): page is { path: string; aliases?: string[] } =>
  typeof (page as { path?: unknown } | null)?.path === "string";

/** The names each reference field may give (content/collections.ts `references`), from the file it names. */
function referencedNames(parsed: ParsedContent<ContentFiles>): CheckOptions["references"] {
  return Object.fromEntries(
    Object.entries(references).map(([field, { collection, list, key, noun }]) => {
      const entries = (parsed[collection] as unknown as Record<string, Record<string, string>[]>)[list]!;
      const { source } = collections[collection];
      return [field, { names: entries.map((entry) => entry[key]!), noun, file: "file" in source ? source.file : "" }];
    }),
  );
}

function linkProblem(href: string, knownPaths: readonly string[], managedOrigin: string): string | undefined {
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return undefined;
  if (href.startsWith("/")) {
    return knownPaths.includes(href.split("#")[0]!)
      ? undefined
      : "is not a page of this site (pages are the files of content/pages)";
  }
  try {
    const url = new URL(href);
    if (url.origin === managedOrigin)
      return "goes to the church-management service: make it a button of the page (actions, with signUp: a name of content/sign-ups.yaml), so its address is written once";
    if (url.protocol === "https:") return undefined;
  } catch {
    // reported below
  }
  return "must be a page of this site (/about_staff) or a full https:// address";
}

/** The page at this address (its path or an alias), from the registry in content/pages. */
export function getPage(address: string): RegistryPage {
  const page = pageAt(getContent().pages, address);
  if (!page) throw new ContentError([`content/pages: no page has the path "${address}"`]);
  return page;
}

/** The address a page is known by, the one search engines should list: an alias gives its page's path. */
export function canonicalPath(address: string): string {
  const clean = address.length > 1 ? address.replace(/\/+$/, "") : address;
  return pageAt(getContent().pages, clean)?.path ?? clean;
}

/** The document shown on the page at this path. */
export function getDocument(path: string): LoadedDocument {
  const document = getDocuments().find((d) => d.path === path);
  if (!document) throw new ContentError([`content/pages: the page "${path}" is not a document`]);
  return document;
}

/** Every document, for its page and its PDF. */
export function getDocuments(): LoadedDocument[] {
  const content = getContent();
  return content.pages.flatMap((page) =>
    page.kind === "document" && page.pdf && page.adopted
      ? [
          {
            ...page,
            pdf: page.pdf,
            adopted: page.adopted,
            blocks: cached!.bodies.get(page.path)!.blocks,
            pdfHref: pdfHref({ pdf: page.pdf }),
          },
        ]
      : [],
  );
}

/** The people who have a biography page. */
export function peopleWithBiography(content: Pick<Content, "staffSections"> = getContent()) {
  return content.staffSections.flatMap((section) => section.staff.filter((p) => p.about !== undefined));
}

/** The address of each biography page, such as /about_dmercer. */
export function biographyPaths(content: Pick<Content, "staffSections"> = getContent()): string[] {
  return peopleWithBiography(content).map((p) => biographyPath(p.about!.url));
}

/** The person whose biography page is at this path, if any. */
export function biographyAt(path: string) {
  return peopleWithBiography().find((p) => biographyPath(p.about!.url) === path);
}
