/** The content tree (app/lib/content/content-tree.ts) of the project's content/ folder, read from disk. */
import { readdirSync, readFileSync } from "node:fs";
import type { ContentTree } from "../lib/content/content-tree.ts";
import { projectPath } from "./project-paths.server.ts";

/** Every YAML and Markdown file under content/, by its path from `root` (content/staff/david-mercer.yaml). */
export function readContentTree(root = projectPath()): ContentTree {
  const names = readdirSync(`${root}/content`, { recursive: true, encoding: "utf8" })
    .map((name) => name.split("\\").join("/"))
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort();
  return new Map(names.map((name) => [`content/${name}`, readFileSync(`${root}/content/${name}`, "utf8")]));
}
