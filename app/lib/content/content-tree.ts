/**
 * The content as the check reads it: every file of content/ by its path from the project's root
 * (content/staff/david-mercer.yaml) and its text. The build reads the tree from disk
 * (app/site/content.server.ts); the site editor makes it from the entries it holds, with the entry
 * being saved in it (admin/entry-check.ts). Both then run the same check over it.
 */
export type ContentTree = ReadonlyMap<string, string>;

/** The files directly in `folder` whose names end in one of `extensions`, sorted by name. */
export function filesIn(tree: ContentTree, folder: string, extensions: readonly string[]): string[] {
  const prefix = `${folder}/`;
  return [...tree.keys()]
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .filter((path) => extensions.some((extension) => path.endsWith(extension)))
    .sort();
}

/** A file's name without its folder and extension: content/staff-groups/elders.yaml → elders. */
export const baseName = (path: string) => path.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
