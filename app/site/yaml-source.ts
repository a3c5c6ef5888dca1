/**
 * Content files in YAML, read so that a mistake can be named by file, line and column. The
 * `yaml` package reads YAML 1.2's core schema: `18:30` stays the text "18:30" and `2026-09-09`
 * stays a date as written, where older parsers turn them into a number and a Date.
 */
import { LineCounter, parseDocument } from "yaml";

type Path = readonly PropertyKey[];

/** One YAML file's data, and where in the file a field stands. */
export interface YamlSource {
  /** The file, from the project's root: content/history/1910-a-sunday-school.yaml. */
  file: string;
  data: unknown;
  /** "file:line:column" of the field at `path`, or of the nearest entry around it that the file has. */
  where(path: Path): string;
}

export type YamlRead = { ok: true; source: YamlSource } | { ok: false; problem: string };

/**
 * Reads one YAML file's text; a syntax mistake comes back as one line naming file, line and column.
 * `firstLine` is the line of the file the text starts on: 2 for a Markdown file's front matter.
 */
export function readYaml(file: string, text: string, firstLine = 1): YamlRead {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return { ok: false, problem: `${file}:${line + firstLine - 1}:${col}: ${yamlMessage(error.message)}` };
  }
  const where = (path: Path) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node?.range) {
        const { line, col } = lineCounter.linePos(node.range[0]);
        return `${file}:${line + firstLine - 1}:${col}`;
      }
    }
    return file;
  };
  return { ok: true, source: { file, data: doc.toJS(), where } };
}

/** The `yaml` package's message without its error code and excerpt, first letter small to follow a colon. */
function yamlMessage(message: string): string {
  const first = (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "").trim();
  return first.charAt(0).toLowerCase() + first.slice(1);
}
