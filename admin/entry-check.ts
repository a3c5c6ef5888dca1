/**
 * The content check of the build (app/lib/content/site-check.ts), run by the site editor before
 * it saves an entry: the repository's files with the entry in place of its file. The entry is
 * refused for every problem in its own file, every problem elsewhere that names its file, and
 * every problem elsewhere that the save would bring (a link to the address a page gave up), each
 * in the build's own sentence. A problem the repository already had elsewhere is not this entry's
 * to mend.
 */
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { checkSite, type SiteCheck } from "../app/lib/content/site-check.ts";

/** The file a save writes: its path and its text. */
export interface SavedFile {
  file: string;
  text: string;
}

/** The build's sentence without the line and column, which belong to the file as the build reads it. */
export const withoutLine = (problem: string) => problem.replace(/^([^\s:]+):\d+(?::\d+)?: /, "$1: ");

/**
 * A problem as the same problem before and after a save: without the lists a sentence gives
 * for help (the places taken, the groups there are), which the saved entry may change.
 */
const sameProblem = (problem: string) =>
  problem
    .replace(/: the (?:only place taken is|places taken are) .*$/, "")
    .replace(/ \((?:its groups|the groups are)[^)]*\)/, "")
    .replace(/: the groups are the files of .*$/, "");

/** The repository's own problems, kept while the editor holds the same files. */
const known = new WeakMap<ContentTree, Set<string>>();

/** The problems that refuse this save, in the build's words (none when it may be saved), and the check of the repository with it. */
export function entryCheck(repository: ContentTree, saved: SavedFile): { problems: string[]; check: SiteCheck } {
  let before = known.get(repository);
  if (!before) {
    const check = checkSite(repository);
    before = new Set(check.ok ? [] : check.problems.map((problem) => sameProblem(withoutLine(problem))));
    known.set(repository, before);
  }
  const check = checkSite(new Map(repository).set(saved.file, saved.text));
  const problems = (check.ok ? [] : check.problems.map(withoutLine)).filter(
    (problem) => problem.includes(saved.file) || !before.has(sameProblem(problem)),
  );
  return { problems, check };
}
