import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectPath } from "./project-paths.server.ts";
import type { DocumentEntry } from "../../content/schema/document.ts";
import { describe } from "./content-check.ts";
import type { Block } from "./document.ts";
import { parseMarkdownDocument } from "./markdown-document.server.ts";

const registryFile = "content/documents.ts";
const documentsDir = projectPath("content/documents");

/** A document ready to show and print: its registry entry, its blocks and where its PDF is served. */
export interface LoadedDocument extends DocumentEntry {
  blocks: Block[];
  /** Address of its PDF, such as /docs/stewardship-policy.pdf. */
  pdfHref: string;
}

/** Where a document's PDF is served; links in content may name it. */
export const pdfHref = (entry: Pick<DocumentEntry, "pdf">) => `/docs/${entry.pdf}`;

/**
 * Reads and parses every document's Markdown, and checks what the schema cannot: the file exists,
 * its page is a page of the site, and its Markdown and links are something the site can show.
 */
export function loadDocuments(
  entries: readonly DocumentEntry[],
  {
    pagePaths,
    knownPaths,
    dir = documentsDir,
  }: { pagePaths?: readonly string[]; knownPaths?: readonly string[]; dir?: string },
): { documents: LoadedDocument[]; problems: string[] } {
  const problems: string[] = [];
  const documents: LoadedDocument[] = [];
  const seen = new Map<string, string>();
  entries.forEach((entry, i) => {
    const field = (name: keyof DocumentEntry, message: string) =>
      problems.push(describe(registryFile, entries, [i, name], message));
    if (pagePaths && !pagePaths.includes(entry.path)) field("path", `"${entry.path}" is not a page of this site`);
    for (const key of ["path", "pdf"] as const) {
      const earlier = seen.get(`${key}:${entry[key]}`);
      if (earlier) field(key, `"${entry[key]}" is already used by ${earlier}`);
      seen.set(`${key}:${entry[key]}`, entry.path);
    }
    const file = join(dir, entry.source);
    if (!existsSync(file)) {
      field("source", `names content/documents/${entry.source}, which does not exist`);
      return;
    }
    const parsed = parseMarkdownDocument(readFileSync(file, "utf8"));
    const where = (line: number) => `content/documents/${entry.source}: line ${line}:`;
    for (const { line, message } of parsed.problems) problems.push(`${where(line)} ${message}`);
    for (const { href, line } of parsed.links) {
      const problem = linkProblem(href, knownPaths);
      if (problem) problems.push(`${where(line)} link "${href}" ${problem}`);
    }
    documents.push({ ...entry, blocks: parsed.blocks, pdfHref: pdfHref(entry) });
  });
  return { documents, problems };
}

function linkProblem(href: string, knownPaths: readonly string[] | undefined): string | undefined {
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return undefined;
  if (href.startsWith("/")) {
    const path = href.split("#")[0]!;
    return knownPaths && !knownPaths.includes(path) ? "is not a page of this site" : undefined;
  }
  try {
    if (new URL(href).protocol === "https:") return undefined;
  } catch {
    // reported below
  }
  return "must be a page of this site (/about_staff) or a full https:// address";
}
