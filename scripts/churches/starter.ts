/**
 * The starter of generated churches, read from disk: the church with every feature
 * (tests/fixtures/full-church), its content tree, pictures and feed copies.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkSite } from "../../app/lib/content/site-check.ts";
import { readContentTree } from "../../app/site/content-tree.server.ts";
import { projectPath } from "../../app/site/project-paths.server.ts";
import type { Starter } from "./generate-church.ts";

export const starterRoot = projectPath("tests/fixtures/full-church");

/** Every file under a folder of a church's content/ (the starter's unless told), by its path from the church's root. */
export function filesOf(folder: string, root = starterRoot): Map<string, string> {
  const names = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" });
  return new Map(
    names
      .filter((name) => /\.\w+$/.test(name))
      .map((name) => [`${folder}/${name}`, readFileSync(join(root, folder, name), "utf8")]),
  );
}

export function readStarter(): Starter {
  const tree = readContentTree(starterRoot);
  const checked = checkSite(tree);
  if (!checked.ok)
    throw new Error(`the starter church does not pass the content check:\n${checked.problems.join("\n")}`);
  return {
    tree,
    facts: checked.facts,
    pictures: filesOf("content/images"),
    feeds: filesOf("content/feeds"),
    spelling: readFileSync(join(starterRoot, "content/spelling-words.txt"), "utf8"),
  };
}
