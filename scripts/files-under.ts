import { existsSync } from "node:fs";
import { relative, sep } from "node:path";
import { filesUnder } from "../server/files-under.ts";
import { pageAddress } from "../server/page-files.ts";
import { editorFile, feedFrameFile } from "../server/security-policy.ts";

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
