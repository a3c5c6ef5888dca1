/**
 * Bundles a browser entry (app/browser/…) and what it imports into one classic script, for a page
 * to carry inline: its Content-Security-Policy allows it by hash like every page's inline scripts
 * (server/inline-scripts.ts), and it runs as the page is parsed, with nothing to fetch.
 */
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { sharedConfig } from "../vite.config.ts";

const root = new URL("..", import.meta.url).pathname;

/** Refuses a script that would end its own `<script>` element early. */
export function inlineSafe(script: string, what: string): string {
  if (/<\/script/i.test(script)) throw new Error(`${what}: its script holds </script, which would end it early`);
  return script;
}

/**
 * The entry (a path from the project's root) and what it imports, as one script. A page reads the
 * built one with `inlineScript` (app/site/page-script.server.ts).
 */
export async function bundleInlineScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    ...sharedConfig,
    build: {
      write: false,
      sourcemap: false,
      rollupOptions: { input: join(root, entry), output: { format: "iife" } },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${entry}: its script came out as ${chunks.length} files, not one`);
  return inlineSafe(chunks[0]!.code.trim(), entry);
}
