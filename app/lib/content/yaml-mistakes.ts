/**
 * A YAML syntax error said as the person who made it would understand it, at the line they have to
 * change. The parser reports where its reading broke down, often the line before the mistake
 * ("nested mappings are not allowed in compact mappings" at the start of a value, when the next
 * line is indented too far); this looks at the lines around that place to name the mistake itself.
 */
import type { LineCounter, YAMLError } from "yaml";

export interface YamlMistake {
  line: number;
  col: number;
  message: string;
}

/** Lines of a text, 1 first, with their indentation. */
function linesOf(text: string) {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  const indent = (n: number) => /^ */.exec(lines[n - 1] ?? "")![0].length;
  const blank = (n: number) => /^\s*(#.*)?$/.test(lines[n - 1] ?? "");
  /** The nearest line before `n` with something on it. */
  const previous = (n: number) => {
    for (let k = n - 1; k >= 1; k--) if (!blank(k)) return k;
    return undefined;
  };
  return { lines, indent, blank, previous };
}

const spaces = (n: number) => `${n} space${n === 1 ? "" : "s"}`;

/** "line 4 starts 2 spaces further in than line 3" (or further out). */
function compareIndent(line: number, other: number, by: number): string {
  return `line ${line} starts ${spaces(Math.abs(by))} further ${by > 0 ? "in" : "out"} than line ${other}`;
}

export function explainYamlError(text: string, error: YAMLError, lineCounter: LineCounter): YamlMistake {
  const offset = error.pos[0];
  const { line, col } = lineCounter.linePos(offset);
  const { lines, indent, blank, previous } = linesOf(text);
  const say = (message: string, at = line, column = col): YamlMistake => ({ line: at, col: column, message });
  const lineText = lines[line - 1] ?? "";
  const message = error.message.split("\n")[0] ?? "";
  const isField = (n: number) => /^\s*[^\s#-][^:]*:(\s|$)/.test(lines[n - 1] ?? "");
  const isItem = (n: number) => /^\s*- /.test(lines[n - 1] ?? "");

  /**
   * A line of plain text written further out than the text it goes on with: the text starts on
   * the nearest line back that is a list item or a field, and every line of it starts under it.
   */
  const textGoingOn = (at: number): YamlMistake | undefined => {
    if (isField(at) || isItem(at)) return undefined;
    let opens = previous(at);
    while (opens !== undefined && !isField(opens) && !isItem(opens)) opens = previous(opens);
    if (opens === undefined) return undefined;
    const start = /^(\s*- |\s*[^\s#-][^:]*:\s+)\S/.exec(lines[opens - 1]!)?.[1]?.length;
    if (start === undefined || indent(at) >= start) return undefined;
    const before = previous(at)!;
    return say(
      `line ${at} goes on with the text of line ${before}, so it must start under that text, ` +
        `${spaces(start)} in (or put the whole text in quotes)`,
      at,
      indent(at) + 1,
    );
  };

  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY": {
      if (/block sequence/i.test(message)) {
        // A "- " line further out than the items above it.
        for (let k = line - 1; k >= 1; k--) {
          if (/^\s*- /.test(lines[k - 1]!) && indent(k) > indent(line)) {
            return say(
              `${compareIndent(line, k, indent(line) - indent(k))}: the items of a list start at the same place`,
              line,
              indent(line) + 1,
            );
          }
        }
        break;
      }
      // The value holds ": " on its own line, or a field below is indented too far and joins it.
      const value = lineText.slice(col - 1);
      if (/:(\s|$)/.test(value)) {
        return say(`put this text in quotes: it ${/:\s*$/.test(value) ? 'ends with ":"' : 'contains ": "'}`);
      }
      for (let k = line + 1; k <= lines.length; k++) {
        if (blank(k)) continue;
        if (indent(k) > indent(line) && /^\s*[^\s#-][^:]*:(\s|$)/.test(lines[k - 1]!)) {
          return say(
            `${compareIndent(k, line, indent(k) - indent(line))}: the fields of one entry start at the same place`,
            k,
            indent(k) + 1,
          );
        }
        break;
      }
      break;
    }
    case "BAD_INDENT": {
      if (/^flow/i.test(message)) {
        // An unquoted text that starts with [ or {.
        for (let k = line; k >= 1; k--) {
          const start = /^(\s*(?:- )?[^:#]*:\s*|\s*- )([[{])/.exec(lines[k - 1]!);
          if (start) {
            return say(
              `put this text in quotes: a text that starts with "${start[2]}" is read as a list`,
              k,
              start[1]!.length + 1,
            );
          }
        }
        break;
      }
      const before = previous(line);
      if (before === undefined) break;
      const goesOn = textGoingOn(line);
      if (goesOn) return goesOn;
      if (indent(line) !== indent(before)) {
        return say(
          `${compareIndent(line, before, indent(line) - indent(before))}: the fields of one entry start at the same place`,
          line,
          indent(line) + 1,
        );
      }
      break;
    }
    case "MULTILINE_IMPLICIT_KEY": {
      // A line of text written at the start of a line, or further out than its list: YAML reads it as a field.
      const goesOn = textGoingOn(line);
      if (goesOn) return goesOn;
      break;
    }
    case "TAB_AS_INDENT":
      return say(`line ${line} is indented with a tab: indent with spaces only`, line, 1);
    case "MISSING_CHAR": {
      const quote = /closing (["'])/.exec(message)?.[1];
      if (!quote) break;
      // The quote that opened it starts a value: after "field: " or "- ", on the nearest line back.
      const opens = new RegExp(`^(\\s*(?:- )?(?:[^\\s#:"'][^:#]*:\\s+)?)${quote}`);
      for (let k = line; k >= 1; k--) {
        const open = opens.exec(lines[k - 1]!);
        if (open) {
          return say(
            `the text in quotes that starts on line ${k} is not closed: end it with ${quote}`,
            k,
            open[1]!.length + 1,
          );
        }
      }
      break;
    }
    case "UNEXPECTED_TOKEN":
      if (/block-seq-ind on same line/.test(message))
        return say('put this text in quotes: it starts with "- ", which starts a list');
      if (/scalar at node end/.test(message)) {
        // Text after a value that ended early: a closing quote, or a ] or } of a list read as one.
        const start = /^(\s*(?:- )?(?:[^\s#:"'][^:#]*:\s+)?)(.)/.exec(lineText);
        const [value, column] = [start?.[2], (start?.[1]?.length ?? 0) + 1];
        if (value === '"' || value === "'")
          return say("put the whole text in quotes, or none of it: there is more text after the closing quote");
        if (value === "[" || value === "{")
          return say(`put this text in quotes: a text that starts with "${value}" is read as a list`, line, column);
      }
      break;
    case "BAD_SCALAR_START":
      return say(`put this text in quotes: it starts with "${text.charAt(offset)}"`);
    case "DUPLICATE_KEY": {
      const key = /^\s*(?:- )?([^:]+):/.exec(lineText)?.[1]?.trim();
      if (key) return say(`the field "${key}" is written twice in this entry; keep one`);
      break;
    }
  }
  return say(yamlMessage(message));
}

/** The `yaml` package's message without its position, first letter small to follow a colon. */
function yamlMessage(message: string): string {
  const first = message.replace(/ at line \d+, column \d+:?$/, "").trim();
  return first.charAt(0).toLowerCase() + first.slice(1);
}
