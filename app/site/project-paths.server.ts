import { join } from "node:path";

/**
 * A file of the project, such as content/images. Build-time code runs from the project root
 * (npm runs every script there), while import.meta.url would point into whichever bundle the
 * build made of this module.
 */
export function projectPath(...segments: string[]): string {
  return join(process.cwd(), ...segments);
}
