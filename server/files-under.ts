import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, at any depth, whose name passes `keep` (all files when not given). */
export function* filesUnder(dir: string, keep: (name: string) => boolean = () => true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, keep);
    else if (keep(entry.name)) yield full;
  }
}
