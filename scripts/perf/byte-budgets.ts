/**
 * What each page of a build costs in bytes: the scripts and styles it loads and its HTML, from
 * the pre-rendered page and React Router's manifest, each file counted as it is sent.
 */
import { pageFile } from "../../server/page-files.ts";

/** The runtime every page shares: React Router's client entry and the chunks it imports. */
export interface RuntimeManifest {
  entry: { module: string; imports?: string[] };
}

/** Reads `window.__reactRouterManifest={...}` from the manifest script the build writes. */
export function parseRouterManifest(script: string): RuntimeManifest {
  const json = script.slice(script.indexOf("{"), script.lastIndexOf("}") + 1);
  return JSON.parse(json) as RuntimeManifest;
}

export const runtimeFiles = (manifest: RuntimeManifest) =>
  new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);

/** The scripts (module and preloaded) and stylesheets a page's HTML loads. */
export function pageAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/rel="stylesheet"/.test(tag)) styles.add(href);
    else if (/rel="modulepreload"/.test(tag) || tag.startsWith("<script")) scripts.add(href);
  }
  // The boot script names the modules it imports (and preloads) as strings.
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(url!);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export interface PageCost {
  page: string;
  script: number;
  style: number;
  html: number;
}

/** A page's bytes: its scripts beyond the runtime and its styles (gzip), and its HTML (brotli). */
export function pageCost(
  page: string,
  html: string,
  runtime: Set<string>,
  sizeOf: (path: string, encoding: "gz" | "br") => number,
): PageCost {
  const { scripts, styles } = pageAssets(html);
  const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file, "gz"), 0);
  return {
    page,
    script: sum(scripts.filter((s) => !runtime.has(s))),
    style: sum(styles),
    html: sizeOf(pageFile(page), "br"),
  };
}
