/**
 * Content files in YAML, read so that a mistake can be named by file, line and column. The
 * `yaml` package reads YAML 1.2's core schema: `18:30` stays the text "18:30" and `2026-09-09`
 * stays a date as written, where older parsers turn them into a number and a Date.
 *
 * A syntax mistake is said in the words of the person who made it, at the line they have to change
 * (app/lib/content/yaml-mistakes.ts), and what YAML would read without complaint but not as meant
 * (a list item joined to the one before it, text cut at a " #") is refused too.
 */
import { isScalar, LineCounter, parseDocument, visit, type Document } from "yaml";
import { explainYamlError } from "./yaml-mistakes.ts";

type Path = readonly PropertyKey[];

/** One YAML file's data, and where in the file a field stands. */
export interface YamlSource {
  /** The file, from the project's root: content/history/1910-a-sunday-school.yaml. */
  file: string;
  data: unknown;
  /** "file:line:column" of the field at `path`, or of the nearest entry around it that the file has. */
  where(path: Path): string;
}

/**
 * A file that could be read (with what it says that YAML reads differently from what was meant,
 * if anything), or one whose syntax is broken.
 */
export type YamlRead = { ok: true; source: YamlSource; problems: string[] } | { ok: false; problems: string[] };

/**
 * Reads one YAML file's text; a syntax mistake comes back as one line naming file, line and column.
 * `firstLine` is the line of the file the text starts on: 2 for a Markdown file's front matter.
 */
export function readYaml(file: string, text: string, firstLine = 1): YamlRead {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + firstLine - 1, col };
  };
  const error = doc.errors[0];
  if (error) {
    const { line, col, message } = explainYamlError(text, error, lineCounter);
    return { ok: false, problems: [`${file}:${line + firstLine - 1}:${col}: ${message}`] };
  }
  const where = (path: Path) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) {
        const { line, col } = at(node.range[0]);
        return `${file}:${line}:${col}`;
      }
    }
    return file;
  };
  const problems = misreadText(doc, text).map(({ offset, message }) => {
    const { line, col } = at(offset);
    return `${file}:${line}:${col}: ${message(line)}`;
  });
  return { ok: true, source: { file, data: doc.toJS(), where }, problems };
}

/** Where a text holds what YAML reads otherwise than its writer meant; the message gets the line. */
interface Misread {
  offset: number;
  message: (line: number) => string;
}

/**
 * Two readings YAML accepts silently: a line starting with "- " further in than the item above
 * it, which YAML joins to that item's text (three paragraphs become one, with " - " inside), and
 * a " #" after unquoted text, which starts a comment and cuts the text there ("Room #4" → "Room").
 */
function misreadText(doc: Document, text: string): Misread[] {
  const found: Misread[] = [];
  const comment = /[ \t]+#/y;
  visit(doc, {
    Scalar(_, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || !node.range) return;
      const [start, end] = node.range;
      const lines = text.slice(start, end).split("\n");
      // Whether the text is an item of a list ("- First paragraph."), or the value of a field.
      const lineStart = text.lastIndexOf("\n", start - 1) + 1;
      const isItem = /^\s*- $/.test(text.slice(lineStart, start));
      let offset = start + lines[0]!.length + 1;
      for (const [i, line] of lines.slice(1).entries()) {
        const item = /^(\s*)- /.exec(line);
        if (item) {
          const first = (number: number) => number - i - 1;
          found.push({
            offset: offset + item[1]!.length,
            message: (number) =>
              isItem
                ? `line ${number} starts with "- " but is read as more of the text on line ${first(number)}, ` +
                  `because it starts further in than that line's "-": start it exactly under that "-" to make it an item of its own`
                : `line ${number} starts with "- " but is read as more of the text on line ${first(number)}: ` +
                  'to make a list, put each item on a line of its own under the field, starting with "- "',
          });
        }
        offset += line.length + 1;
      }
      comment.lastIndex = end;
      // A number or true/false followed by a note loses nothing; a text (a date is text) may be cut short.
      const rest = typeof node.value === "string" ? comment.exec(text) : null;
      if (rest) {
        found.push({
          offset: end + rest[0].length - 1,
          message: () =>
            'the text after " #" is read as a note and left out: put the whole text in double quotes to keep it, or delete the note',
        });
      }
    },
  });
  return found;
}
