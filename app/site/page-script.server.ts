import { existsSync, readFileSync } from "node:fs";
import { projectPath } from "./project-paths.server.ts";

/**
 * Where scripts/build-browser.ts leaves the address of the page script it built, for React
 * Router's build (which runs after it) to put into every page.
 */
export const pageScriptManifest = ".build-browser/page-script.json";

/**
 * The address of the one script every page loads (app/browser/site.ts, bundled with a hash in its
 * name). Under `react-router dev`, Vite serves the source itself.
 */
export function pageScriptSrc(dev = import.meta.env.DEV): string {
  if (dev) return "/app/browser/site.ts";
  const manifest = projectPath(pageScriptManifest);
  if (!existsSync(manifest)) {
    throw new Error(`${pageScriptManifest} is missing: build the page script first (scripts/build-browser.ts).`);
  }
  return (JSON.parse(readFileSync(manifest, "utf8")) as { src: string }).src;
}

/**
 * The scripts a page carries inline, by name, from their entries in app/browser/: each sits just
 * after the element it works on, so the page fetches nothing for it, and the live stream's line
 * is right from the first paint. scripts/build-browser.ts bundles each into one script
 * (scripts/inline-script.ts).
 */
export const inlineScriptEntries = {
  "next-service": "app/browser/next-service.ts",
  "external-embed": "app/browser/external-embed.ts",
  "video-embed": "app/browser/video-embed.ts",
  "social-feed": "app/browser/social-feed.ts",
} as const;

export type InlineScriptName = keyof typeof inlineScriptEntries;

/** Where scripts/build-browser.ts leaves an inline script it built. */
export const inlineScriptFile = (name: InlineScriptName) => `.build-browser/inline-${name}.js`;

/** An inline script's text. Under `react-router dev`, Vite serves the source, which this imports. */
export function inlineScript(name: InlineScriptName, dev = import.meta.env.DEV): string {
  if (dev) return `import(${JSON.stringify(`/${inlineScriptEntries[name]}`)})`;
  const file = projectPath(inlineScriptFile(name));
  if (!existsSync(file)) {
    throw new Error(`${inlineScriptFile(name)} is missing: build the page script first (scripts/build-browser.ts).`);
  }
  return readFileSync(file, "utf8");
}
