import { existsSync } from "node:fs";
import { projectPath } from "./project-paths.server.ts";
import { checkContent, type CheckOptions, type ParsedContent } from "./content-check.ts";
import { contentFiles } from "./content-files.ts";
import { loadDocuments, pdfHref, type LoadedDocument } from "./documents.server.ts";
import { sanitizeInlineHtml } from "./sanitize-html.ts";
import { biographyPath } from "./site-paths.ts";
import { thirdPartyOrigins } from "../../server/security-policy.ts";

export type Content = ParsedContent<typeof contentFiles>;

const imagesDir = projectPath("content/images") + "/";

/** Thrown when content breaks a rule; its message lists every problem, one a line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

let cached: { content: Content; documents: LoadedDocument[] } | undefined;

/**
 * The checked content with editor-written HTML sanitized. The first call checks everything;
 * routes.ts makes that call with the site's paths before anything is built.
 */
export function getContent(options: Pick<CheckOptions, "reservedPaths"> = {}): Content {
  if (cached && !options.reservedPaths) return cached.content;
  const imageExists = (p: string) => existsSync(imagesDir + p);
  const result = checkContent(contentFiles, { ...options, imageExists });
  if (!result.ok) throw new ContentError(result.problems);
  const content = result.content;
  const problems: string[] = [];
  let knownPaths: string[] | undefined;
  if (options.reservedPaths) {
    // Links may lead to any page or PDF, biography pages included, which only valid content can name;
    // videos may play only from the hosts the site config embeds, which the security policy allows.
    knownPaths = [...options.reservedPaths, ...biographyPaths(content), ...content.documents.map(pdfHref)];
    const frameOrigins = thirdPartyOrigins(content.siteConfig.links).frames;
    const links = checkContent(contentFiles, { ...options, imageExists, knownPaths, frameOrigins });
    if (!links.ok) problems.push(...links.problems);
  }
  const { documents, problems: documentProblems } = loadDocuments(content.documents, {
    pagePaths: options.reservedPaths,
    knownPaths,
  });
  problems.push(...documentProblems);
  if (problems.length > 0) throw new ContentError(problems);
  content.siteConfig.flashMessageHtml = sanitizeInlineHtml(content.siteConfig.flashMessageHtml);
  for (const section of content.fallPage.sections) {
    if (section.htmlDescription) section.htmlDescription = sanitizeInlineHtml(section.htmlDescription);
  }
  cached = { content, documents };
  return content;
}

/** The document (statement of faith, policy) shown on the page at this path. */
export function getDocument(path: string): LoadedDocument {
  getContent();
  const document = cached!.documents.find((d) => d.path === path);
  if (!document) throw new ContentError([`content/documents.ts: no document for the page "${path}"`]);
  return document;
}

/** Every document, for the PDFs. */
export function getDocuments(): LoadedDocument[] {
  getContent();
  return cached!.documents;
}

/** The heading, description and opening of the page at this path. */
export function getPage(path: string) {
  const page = getContent().pages[path];
  if (!page)
    throw new ContentError([
      `content/pages.ts: no entry for "${path}" (every page needs a title, description and intro)`,
    ]);
  return page;
}

/** The people who have a biography page. */
export function peopleWithBiography(content: Content = getContent()) {
  return content.staffSections.flatMap((section) => section.staff.filter((p) => p.about !== undefined));
}

/** The address of each biography page, such as /about_dmercer. */
export function biographyPaths(content: Content = getContent()): string[] {
  return peopleWithBiography(content).map((p) => biographyPath(p.about!.url));
}

/** The person whose biography page is at this path, if any. */
export function biographyAt(path: string) {
  return peopleWithBiography().find((p) => biographyPath(p.about!.url) === path);
}
