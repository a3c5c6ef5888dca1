/**
 * A problem of the content check is one sentence that starts with its place:
 * "content/staff/hannah-brooks.yaml:4:12: put this text in quotes: …", or a file alone. This
 * splits the place from what to do, for GitHub's annotations of the content check's run
 * (scripts/check-content.ts) and for the site editor, which opens the file's entry.
 */

export interface ProblemPlace {
  /** The file, from the project's root: content/…. */
  file: string;
  line?: number;
  column?: number;
  /** What is wrong and what to do, without the place. */
  message: string;
}

/** The problem's file, line and column, and the rest of its sentence; undefined when it names no file. */
export function problemPlace(problem: string): ProblemPlace | undefined {
  const found = /^(content\/[^\s:]*?)(?::(\d+)(?::(\d+))?)?: ([\s\S]+)$/.exec(problem);
  if (!found) return undefined;
  const [, file, line, column, message] = found;
  return {
    file: file!,
    ...(line ? { line: Number(line) } : {}),
    ...(column ? { column: Number(column) } : {}),
    message: message!,
  };
}

/** GitHub's escapes for a workflow command's text, and more for a property's value. */
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** The title of each annotation, and the name of the check run the editor reads (.github/workflows/content-check.yml). */
export const contentCheckName = "Content check";

/**
 * The workflow command that makes a problem an error annotation of the job's check run, at its
 * file and line; a problem that names no file (the content folder as a whole) is an annotation
 * of the run only.
 */
export function githubAnnotation(problem: string): string {
  const place = problemPlace(problem);
  const properties = [
    ...(place ? [`file=${escapeProperty(place.file)}`] : []),
    ...(place?.line ? [`line=${place.line}`] : []),
    ...(place?.column ? [`col=${place.column}`] : []),
    `title=${escapeProperty(contentCheckName)}`,
  ];
  return `::error ${properties.join(",")}::${escapeData(place?.message ?? problem)}`;
}

/**
 * GitHub keeps at most 10 error annotations of a step and drops the rest without a word: the
 * first nine problems, then one that counts the others (they are all in the run's log).
 */
export const annotationsKept = 10;

export function githubAnnotations(problems: readonly string[]): string[] {
  if (problems.length <= annotationsKept) return problems.map(githubAnnotation);
  const rest = problems.length - (annotationsKept - 1);
  return [
    ...problems.slice(0, annotationsKept - 1).map(githubAnnotation),
    githubAnnotation(`and ${rest} more problems: the log of this run lists them all`),
  ];
}
