/**
 * The page registry: every page of the site is a Markdown file in content/pages. Its front matter
 * (YAML between two --- lines) says what the page is: its path, kind, title, description and
 * place in the menu. Its Markdown is the page's prose: the paragraphs before the first ##
 * heading are the introduction, and a document's or a ministry's sections follow.
 */
import { z } from "zod";
import { ministryKinds, pageSchema, type PageKind } from "../../../content/schema/page.ts";
import type { Section } from "../../../content/schema/ministry.ts";
import { plainText, type Block, type Inline } from "../document.ts";
import type { ContentFile } from "./content-check.ts";
import { filesIn, type ContentTree } from "./content-tree.ts";
import { parseMarkdownDocument } from "./markdown-document.ts";
import { readYaml, type YamlSource } from "./yaml-source.ts";

export const pagesFolder = "content/pages";

/** What a page's Markdown holds beyond the fields the schema checks: a document's blocks, every link. */
export interface PageBody {
  file: string;
  /** A document's blocks after its introduction; empty for other kinds. */
  blocks: Block[];
  /** Every link target in the Markdown, with "file:line" where it stands. */
  links: { href: string; where: string }[];
}

export interface PageFiles {
  content: ContentFile<z.ZodArray<typeof pageSchema>>;
  /** The Markdown of each page that could be read, by its path. */
  bodies: Map<string, PageBody>;
  /** The file of each entry of the content's data, in its order. */
  files: string[];
}

/** Reads every page file. What cannot be read is reported by file and line; the rest is still checked. */
export function readPageFiles(tree: ContentTree, folder = pagesFolder): PageFiles {
  const names = filesIn(tree, folder, [".md"]);
  const problems: string[] = [];
  const sources: ReadPage[] = [];
  const data: unknown[] = [];
  const bodies = new Map<string, PageBody>();
  const files: string[] = [];
  for (const file of names) {
    const read = readPageFile(file, tree.get(file)!);
    problems.push(...read.problems);
    if (!read.page) continue;
    sources.push(read.page);
    data.push(read.page.data);
    files.push(file);
    const path = (read.page.data as { path?: unknown }).path;
    if (typeof path === "string") bodies.set(path, read.page.body);
  }
  const where = (path: readonly PropertyKey[]) => {
    const page = typeof path[0] === "number" ? sources[path[0]] : undefined;
    if (!page) return folder;
    // The introduction and sections are the Markdown's: named by the line a section (or the
    // Markdown) starts on.
    if (path[1] === "sections" && typeof path[2] === "number") {
      return page.sectionLines[path[2]] ?? `${page.source.file}:${page.bodyLine}`;
    }
    return path[1] === "intro" || path[1] === "sections"
      ? `${page.source.file}:${page.bodyLine}`
      : page.source.where(path.slice(1));
  };
  return { content: { file: folder, schema: z.array(pageSchema), data, where, problems }, bodies, files };
}

interface ReadPage {
  source: YamlSource;
  bodyLine: number;
  /** "file:line" of each ministry section's heading. */
  sectionLines: string[];
  data: Record<string, unknown>;
  body: PageBody;
}

/** One page file: its front matter, and its Markdown as introduction and sections. */
export function readPageFile(file: string, fileText: string): { page?: ReadPage; problems: string[] } {
  // Some editors on Windows start a file with a byte-order mark.
  const text = fileText.replace(/^\uFEFF/, "");
  const match = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) {
    return { problems: [`${file}:1: a page file starts with front matter: a line "---", its fields, and "---" again`] };
  }
  const read = readYaml(file, match[1] ?? "", 2);
  if (!read.ok) return { problems: read.problems };
  const front = read.source.data;
  if (typeof front !== "object" || front === null || Array.isArray(front)) {
    return { problems: [`${file}:2: the front matter must be fields such as "path: /ministries_mens"`] };
  }
  for (const field of ["intro", "sections"]) {
    if (field in front) {
      return {
        problems: [
          `${read.source.where([field])}: "${field}" is the page's Markdown below the front matter, not a field`,
        ],
      };
    }
  }
  const bodyLine = match[0].split("\n").length;
  const at = (line: number) => `${file}:${line + bodyLine - 1}`;
  const markdown = parseMarkdownDocument(text.slice(match[0].length));
  // An empty page is reported by its missing introduction, below.
  const problems = [
    ...read.problems,
    ...markdown.problems
      .filter(({ message }) => message !== "the document is empty")
      .map(({ line, message }) => `${at(line)}: ${message}`),
  ];
  const links = markdown.links.map(({ href, line }) => ({ href, where: at(line) }));
  const { blocks, lines } = markdown;

  // The introduction: the paragraphs before anything else.
  let first = 0;
  while (blocks[first]?.type === "paragraph") first++;
  const intro = blocks.slice(0, first).map((block, i) => {
    const content = (block as { content: Inline[] }).content;
    if (content.some((run) => run.type !== "text")) {
      problems.push(`${at(lines[i]!)}: the introduction is plain text; links and **bold** go in the sections below`);
    }
    return plainText(content);
  });
  const rest = blocks.slice(first);
  const restLines = lines.slice(first);
  const kind = (front as { kind?: unknown }).kind as PageKind;
  const data: Record<string, unknown> = { ...front, intro };
  let documentBlocks: Block[] = [];
  let sectionLines: string[] = [];
  if (kind === "document") {
    documentBlocks = rest;
    if (rest.length === 0) problems.push(`${at(lines.at(-1) ?? 1)}: the document has no text after its introduction`);
  } else if (ministryKinds.includes(kind)) {
    const read = ministrySections(rest, restLines.map(at));
    problems.push(...read.problems);
    if (read.sections.length > 0) data["sections"] = read.sections;
    sectionLines = read.lines;
  } else if (rest.length > 0) {
    problems.push(
      `${at(restLines[0]!)}: a "${String(kind)}" page shows only the paragraphs of its introduction; ` +
        "its other content is in its own files in content/ (see docs/content-editing.md)",
    );
  }
  return {
    page: { source: read.source, bodyLine, sectionLines, data, body: { file, blocks: documentBlocks, links } },
    problems,
  };
}

/**
 * A ministry's sections from its Markdown: each ## heading starts one; its paragraphs follow, and
 * a list is either points, links ("[Title](/page): what it is") or people ("**Name**, *role*: about").
 */
export function ministrySections(blocks: readonly Block[], where: readonly string[]) {
  const sections: Section[] = [];
  const lines: string[] = [];
  const problems: string[] = [];
  blocks.forEach((block, i) => {
    const say = (message: string) => problems.push(`${where[i]}: ${message}`);
    const section = sections.at(-1);
    if (block.type === "heading") {
      if (block.level === 2) {
        sections.push({ heading: block.text, paragraphs: [] });
        lines.push(where[i]!);
      } else say(`"### ${block.text}": a ministry page's sections start with ## and go one level deep`);
      return;
    }
    if (!section) return say("a ministry page's text after its introduction starts with a ## heading");
    if (block.type === "paragraph") {
      if (section.list || section.links || section.people) {
        say("a paragraph after a list is shown above it: move it above the list, or start a new ## section");
      }
      if (block.content.some((run) => run.type !== "text")) {
        say("a paragraph of a ministry page is plain text; put links in a list: - [Title](/page): what it is");
      }
      section.paragraphs.push(plainText(block.content));
    } else if (block.type === "list") {
      const kind = listKind(block.items);
      if (!kind) return say(`a list holds points, links or people, one kind a list; ${listHint}`);
      if (section[kind]) return say(`the section "${section.heading}" has two lists of ${kind}; join them`);
      if (kind === "links") section.links = block.items.map(linkEntry);
      else if (kind === "people") section.people = block.items.map(personEntry);
      else {
        if (block.items.some((item) => item.some((run) => run.type !== "text"))) {
          say("a point is plain text; a list of links starts each item with [Title](/page), of people with **Name**,");
        }
        section.list = block.items.map(plainText);
      }
    } else say(`a quote cannot be shown on a ministry page; ${listHint}`);
  });
  return { sections, problems, lines };
}

const listHint = 'write "- a point", "- [Title](/page): what it is" or "- **Name**, *role*: about them"';

/** Whether a list's items are all links, all people, or all plain points; undefined when mixed. */
function listKind(items: readonly Inline[][]): "links" | "people" | "list" | undefined {
  const kinds = new Set(items.map((item) => (item[0]?.type === "link" ? "links" : isPerson(item) ? "people" : "list")));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** "**Name**" alone, or followed by ", *role*" or ": about them": a bold start followed by other words is a point. */
function isPerson(item: readonly Inline[]): boolean {
  if (item[0]?.type !== "strong") return false;
  const next = item[1];
  return next === undefined || (next.type === "text" && /^\s*[,:]/.test(next.text));
}

/** Text after the leading part of a list item, without the ": " or ", " that joins it. */
const after = (runs: readonly Inline[]) =>
  plainText(runs)
    .replace(/^\s*[:,]\s*/, "")
    .trim() || undefined;

function linkEntry(item: Inline[]) {
  const link = item[0] as Extract<Inline, { type: "link" }>;
  return { title: plainText(link.children), href: link.href, description: after(item.slice(1)) };
}

function personEntry(item: Inline[]) {
  const name = plainText((item[0] as Extract<Inline, { children: Inline[] }>).children);
  const rest = item.slice(1);
  // ", *role*" after the name, when the first thing after it is in italics.
  const roleAt = rest.findIndex((run) => run.type === "em");
  const hasRole = roleAt !== -1 && plainText(rest.slice(0, roleAt)).trim().replace(/,$/, "") === "";
  const role = hasRole ? plainText((rest[roleAt] as Extract<Inline, { children: Inline[] }>).children) : undefined;
  return { name, role, description: after(hasRole ? rest.slice(roleAt + 1) : rest) };
}
