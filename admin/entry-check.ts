/**
 * The content check of the build (app/lib/content/site-check.ts), run by the site editor before
 * it saves an entry: the repository's files with the entry in place of its file. The entry is
 * refused for every problem in its own file, and for every problem elsewhere that the save would
 * bring (another page at the same address, a menu group that no longer exists), each in the
 * build's own sentence. A problem the repository already had elsewhere is not this entry's to mend.
 */
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { checkSite } from "../app/lib/content/site-check.ts";

/** The file a save writes: its path, its text, and the path it had before when it moves. */
export interface SavedFile {
  file: string;
  text: string;
  previousFile?: string;
}

/** The build's sentences without the line and column, which belong to the file as the build reads it. */
const withoutLine = (problem: string) => problem.replace(/^([^\s:]+):\d+(?::\d+)?: /, "$1: ");

const problemsOf = (tree: ContentTree) => {
  const check = checkSite(tree);
  return check.ok ? [] : check.problems.map(withoutLine);
};

/** The repository's own problems, kept while the editor holds the same files. */
const known = new WeakMap<ContentTree, Set<string>>();

/** The problems that refuse this save, in the build's words; none when it may be saved. */
export function entryProblems(repository: ContentTree, saved: SavedFile): string[] {
  let before = known.get(repository);
  if (!before) {
    before = new Set(problemsOf(repository));
    known.set(repository, before);
  }
  const after = new Map(repository);
  if (saved.previousFile && saved.previousFile !== saved.file) after.delete(saved.previousFile);
  after.set(saved.file, saved.text);
  return problemsOf(after).filter((problem) => problem.startsWith(`${saved.file}: `) || !before.has(problem));
}
