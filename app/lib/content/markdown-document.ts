import { lexer, type Token, type Tokens } from "marked";
import { plainText, uniqueIds, type Block, type Inline } from "../document.ts";
import { slugify } from "../slugify.ts";

/** Something in a Markdown file the site cannot show, with the line it starts on. */
export interface MarkdownProblem {
  line: number;
  message: string;
}

export interface ParsedDocument {
  blocks: Block[];
  problems: MarkdownProblem[];
  /** Every link target, with its line, for the content check. */
  links: { href: string; line: number }[];
  /** The line each block starts on, for messages about a block. */
  lines: number[];
}

const hint = "use ## headings, paragraphs, lists, > quotes, **bold**, *italics* and [links](/page)";

/**
 * Turns a document's Markdown into blocks. Only what both the web page and the PDF can show is
 * allowed; anything else (raw HTML, images, tables, code, # titles) is reported with its line
 * rather than silently dropped, so an editor learns what to change.
 */
export function parseMarkdownDocument(markdown: string): ParsedDocument {
  const problems: MarkdownProblem[] = [];
  const links: ParsedDocument["links"] = [];
  const blocks: Block[] = [];
  const lines: number[] = [];
  let line = 1;

  for (const token of lexer(markdown)) {
    const report = (message: string) => problems.push({ line, message });
    const inline = (tokens: Token[] | undefined) => toInline(tokens ?? [], line, report, links);
    switch (token.type) {
      case "space":
      case "def":
        break;
      case "heading": {
        const { depth, tokens } = token as Tokens.Heading;
        if (depth === 2 || depth === 3) {
          blocks.push({ type: "heading", level: depth, id: "", text: plainText(inline(tokens)) });
        } else if (depth === 1) {
          report(`"# ${token.text}": the page title is the front matter's title; start sections with ##`);
        } else {
          report(`"${token.raw.trim()}": headings go two levels deep at most (## and ###)`);
        }
        break;
      }
      case "paragraph":
        blocks.push({ type: "paragraph", content: inline((token as Tokens.Paragraph).tokens) });
        break;
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item) =>
          item.tokens.flatMap((child) => {
            if (child.type === "text" || child.type === "paragraph") return inline((child as Tokens.Text).tokens);
            if (child.type === "space") return [];
            report(`a list item holds a ${child.type}; lists may not be nested`);
            return [];
          }),
        );
        blocks.push({ type: "list", ordered: list.ordered, items });
        break;
      }
      case "blockquote": {
        const paragraphs = (token as Tokens.Blockquote).tokens.flatMap((child) => {
          if (child.type === "paragraph") return [inline((child as Tokens.Paragraph).tokens)];
          if (child.type !== "space") report(`a quote holds a ${child.type}; quotes hold paragraphs only`);
          return [];
        });
        blocks.push({ type: "quote", paragraphs });
        break;
      }
      default:
        report(`${describeToken(token)} cannot be shown; ${hint}`);
    }
    while (lines.length < blocks.length) lines.push(line);
    line += (token.raw.match(/\n/g) ?? []).length;
  }

  const headings = blocks.filter((b) => b.type === "heading");
  uniqueIds(headings.map((h) => slugify(h.text))).forEach((id, i) => (headings[i]!.id = id));
  if (blocks.length === 0) problems.push({ line: 1, message: "the document is empty" });
  return { blocks, problems, links, lines };
}

/**
 * One paragraph of Markdown, such as a notice: text with [links](/page), **bold** and *italics*,
 * read into runs. Anything else it holds (a list, a heading, code; raw HTML is refused as HTML
 * elsewhere) is named in `problems`, as what it is: 'a list ("- note")'.
 */
export function parseInlineMarkdown(markdown: string): { content: Inline[]; problems: string[] } {
  const { blocks, problems } = parseMarkdownDocument(markdown);
  const paragraph = blocks.length === 1 && blocks[0]!.type === "paragraph" ? blocks[0] : undefined;
  const others = paragraph
    ? []
    : lexer(markdown)
        .filter((token) => token.type !== "space" && token.type !== "paragraph")
        .map(describeToken);
  if (!paragraph && blocks.length > 1 && others.length === 0) others.push(`${blocks.length} paragraphs`);
  const inline = problems
    .map(({ message }) => message.replace(/ cannot be shown; .*$/, ""))
    .filter((what) => what !== "the document is empty" && !what.startsWith("raw HTML"));
  return { content: paragraph?.content ?? [], problems: [...new Set([...others, ...inline])] };
}

function toInline(
  tokens: Token[],
  line: number,
  report: (message: string) => void,
  links: ParsedDocument["links"],
): Inline[] {
  const out: Inline[] = [];
  const children = (t: Token) => toInline((t as Tokens.Generic).tokens ?? [], line, report, links);
  for (const token of tokens) {
    switch (token.type) {
      case "text":
      case "escape": {
        const nested = (token as Tokens.Text).tokens;
        if (nested && nested.length > 0) out.push(...children(token));
        else pushText(out, (token as Tokens.Text).text);
        break;
      }
      case "br":
        pushText(out, " ");
        break;
      case "strong":
      case "em":
        out.push({ type: token.type, children: children(token) });
        break;
      case "link": {
        const { href } = token as Tokens.Link;
        links.push({ href, line });
        out.push({ type: "link", href, children: children(token) });
        break;
      }
      default:
        report(`${describeToken(token)} cannot be shown; ${hint}`);
    }
  }
  return out;
}

/** Joins adjacent text and turns the line breaks of wrapped source lines into spaces. */
function pushText(out: Inline[], text: string) {
  const clean = decodeEntities(text).replace(/\s*\n\s*/g, " ");
  const last = out.at(-1);
  if (last?.type === "text") last.text += clean;
  else out.push({ type: "text", text: clean });
}

/** marked leaves a few characters as entities; the blocks hold plain text. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => named[name]!);
}

function describeToken(token: Token): string {
  const names: Record<string, string> = {
    html: "raw HTML",
    code: "a code block",
    codespan: "code",
    table: "a table",
    hr: "a horizontal rule",
    image: "an image",
    del: "struck-through text",
  };
  const raw = token.raw.trim().split("\n")[0]!.slice(0, 40);
  return `${names[token.type] ?? `a ${token.type}`} ("${raw}")`;
}
