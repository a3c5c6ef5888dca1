import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pageAddress } from "../server/page-files.ts";
import { editorFile, feedFrameFile } from "../server/security-policy.ts";

/** Every file under `dir`, at any depth, whose name passes `keep` (all files when not given). */
export function* filesUnder(dir: string, keep: (name: string) => boolean = () => true): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, keep);
    else if (keep(entry.name)) yield full;
  }
}

/**
 * Every pre-rendered page of a build in `client`: its address and its file (server/page-files.ts).
 * The site editor's page (/admin) is not one: it is the editor's own application; nor is the
 * social feed's frame (/feed-frame), a part of the ministry pages that frame it.
 */
export function* builtPages(client: string): Generator<{ address: string; file: string }> {
  for (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const path = "/" + relative(client, file).split(sep).join("/");
    if (path !== editorFile && path !== feedFrameFile) yield { address: pageAddress(path), file };
  }
}

/** The build's client folder, for the checks that read a build; ends the process, saying so, when there is none. */
export function builtClient(): string {
  const client = new URL("../build/client", import.meta.url).pathname;
  if (!existsSync(client)) {
    console.error('No built site in build/client. Run "npm run build" first.');
    process.exit(1);
  }
  return client;
}
