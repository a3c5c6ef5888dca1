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
