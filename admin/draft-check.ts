/**
 * The entry being edited checked as the build checks it (admin/entry-check.ts), over the
 * repository as the editor holds it. Loaded when a form first asks, not with the editor.
 */
import "./zod-without-eval.ts";
import type { CmsConfig } from "@sveltia/cms";
import type { ContentTree } from "../app/lib/content/content-tree.ts";
import { draftFile } from "./draft.ts";
import type { EditorEntry } from "./editor-reader.ts";
import { entryProblems } from "./entry-check.ts";
import { repositoryTree } from "./repository.ts";

export { repositoryChanged } from "./repository.ts";

/**
 * The problems that refuse saving this entry now, in the build's words; the place a new entry
 * left without one will be given; and the repository with the entry in it, for its preview.
 */
export async function draftCheck(
  config: CmsConfig,
  entry: EditorEntry | undefined,
): Promise<{ problems: string[]; place?: { field: string; value: number }; file?: string; tree?: ContentTree }> {
  if (!entry) return { problems: [] };
  const repository = await repositoryTree(config);
  const saved = draftFile(config, entry, repository);
  if (!saved.file) return { problems: [] };
  const tree = new Map(repository).set(saved.file, saved.text);
  return { problems: entryProblems(repository, saved), place: saved.place, file: saved.file, tree };
}

/**
 * The problems the form shows: a field left empty that the form requires is said by the form
 * itself, at the field, so it is not said twice.
 */
export const formProblems = (problems: string[]) =>
  problems.filter((problem) => !/: (?:field "[^"]+" )?(?:is missing|must not be empty)$/.test(problem));
