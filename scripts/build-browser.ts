/**
 * Bundles the one script every page loads (app/browser/site.ts: the enhancement modules and the
 * island loader) and, split off it, the islands with React, which only a page whose widget needs
 * them fetches; and the scripts a page carries inline (`inlineScriptEntries`). It runs before
 * React Router's build, whose pre-rendering reads the script's hashed address from
 * app/site/page-script.server.ts's manifest, and the inline scripts; build.ts then copies the
 * files into the site.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import {
  inlineScriptEntries,
  inlineScriptFile,
  pageScriptManifest,
  type InlineScriptName,
} from "../app/site/page-script.server.ts";
import { sharedConfig } from "../vite.config.ts";
import { bundleInlineScript } from "./inline-script.ts";

const root = new URL("..", import.meta.url).pathname;

/** Where the bundles go in the site. */
export const browserAssets = "assets/js";

/** Where the build keeps Vite's manifest of these bundles, beside (not in) the served files. */
export const browserManifest = "browser-manifest.json";

/** Builds into `.build-browser/`; returns that folder. */
export async function buildBrowser(): Promise<string> {
  const out = join(root, ".build-browser");
  const entry = "app/browser/site.ts";
  await build({
    configFile: false,
    root,
    base: "/",
    logLevel: "warn",
    // The same class names as React Router's build, which pre-rendered the islands' markup.
    ...sharedConfig,
    build: {
      outDir: out,
      emptyOutDir: true,
      manifest: true,
      // The site's one stylesheet comes from React Router's build; this one is left behind, and
      // with one stylesheet no island asks for styles of its own.
      cssCodeSplit: false,
      sourcemap: false,
      rollupOptions: {
        input: { site: join(root, entry) },
        // The page script's loader calls its exports by name (`atLoad`, `onInput`), which an app
        // build would otherwise leave out.
        preserveEntrySignatures: "allow-extension",
        output: {
          entryFileNames: `${browserAssets}/[name]-[hash].js`,
          chunkFileNames: `${browserAssets}/[name]-[hash].js`,
          assetFileNames: `${browserAssets}/[name]-[hash][extname]`,
        },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(out, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const file = manifest[entry]?.file;
  if (!file) throw new Error(`build-browser: ${entry} is not in Vite's manifest`);
  writeFileSync(join(root, pageScriptManifest), JSON.stringify({ src: `/${file}` }));
  for (const [name, entry] of Object.entries(inlineScriptEntries)) {
    writeFileSync(join(root, inlineScriptFile(name as InlineScriptName)), await bundleInlineScript(entry));
  }
  return out;
}
