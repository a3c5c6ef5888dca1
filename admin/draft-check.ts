/**
 * The entry being edited checked as the build checks it (admin/entry-check.ts), over the
 * repository as the editor holds it. Loaded when a form first asks, not with the editor.
 */
import "./zod-without-eval.ts";
import type { CmsConfig } from "@sveltia/cms";
import type { SiteCheck } from "../app/lib/content/site-check.ts";
import { draftFile } from "./draft.ts";
import type { EditorEntry } from "./editor-reader.ts";
import { entryCheck } from "./entry-check.ts";
import { repositoryTree } from "./repository.ts";

export { repositoryChanged } from "./repository.ts";

/**
 * The problems that refuse saving this entry now, in the build's words; the place a new entry
 * left without one will be given; and the check of the repository with the entry in it, which
 * the preview draws from.
 */
export async function draftCheck(
  config: CmsConfig,
  entry: EditorEntry | undefined,
): Promise<{
  problems: string[];
  place?: { field: string; value: number };
  file?: string;
  text?: string;
  check?: SiteCheck;
}> {
  if (!entry) return { problems: [] };
  const repository = await repositoryTree(config);
  const saved = draftFile(config, entry, repository);
  if (!saved.file) return { problems: [] };
  const { problems, check } = entryCheck(repository, saved);
  return { problems, place: saved.place, file: saved.file, text: saved.text, check };
}

/**
 * The problems the form shows: a field left empty that the form requires is said by the form
 * itself, at the field ("This field is required"), so it is not said twice. (The editor leaves an
 * empty field out of the file, so the check finds it missing.)
 */
export const formProblems = (problems: string[]) =>
  problems.filter((problem) => !/: field "[^"]+" is missing$/.test(problem));
