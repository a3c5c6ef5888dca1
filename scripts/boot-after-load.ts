/**
 * Hydrates each pre-rendered page after it has loaded. The page is whole without JavaScript
 * (links, menus and accordions work in HTML and CSS), so its text, styles and largest image
 * should have the connection and the processor to themselves: React's code (about 110 KB gzip)
 * is asked for only once the page has loaded and painted, and then all at once (module
 * preloads) as before. Until then links navigate as plain links.
 *
 * React Router writes the boot script as a module with static imports, which the browser fetches
 * at once; here it becomes a script that imports the same modules, in the same order, on load.
 * A build fails rather than ship a page whose boot script no longer has the expected shape.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { filesUnder } from "./files-under.ts";

const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

export function bootAfterLoad(html: string): string {
  const preloadTag = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
  const preloads = [...html.matchAll(preloadTag)].map((m) => m[1]!);
  const boot = bootScript.exec(html);
  if (!boot || !boot[1]!.includes("__reactRouterRouteModules")) {
    throw new Error("bootAfterLoad: the page has no React Router boot script of the expected shape");
  }
  const body = boot[1]!;
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const namespaces = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1]!,
    url: m[2]!,
  }));
  const rest = body.replace(/^import (?:\* as \w+ from )?"[^"]+";$/gm, "").trim();
  if (sideEffects.length === 0 || namespaces.length === 0 || !/^window\.__reactRouterRouteModules = /.test(rest)) {
    throw new Error("bootAfterLoad: the React Router boot script has changed shape");
  }
  const chain = sideEffects.map((url) => `.then(() => import(${JSON.stringify(url)}))`).join("");
  const script = [
    "(() => {",
    "  const boot = () => {",
    `    for (const href of ${JSON.stringify(preloads)}) {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      document.head.append(link);",
    "    }",
    // The imports start in a task of their own: each link and each import sets up a request,
    // and together they made one task long enough to block a phone's main thread.
    `    setTimeout(() => Promise.resolve()${chain}`,
    `      .then(() => Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]))`,
    `      .then(([${namespaces.map((n) => n.name).join(", ")}]) => {`,
    `        ${rest.replace(/\n\s*\n/g, "\n").replace(/\n/g, "\n        ")}`,
    "      }));",
    "  };",
    // After load, once the page's first image is decoded and the next frame painted (rAF, then a
    // task); a hidden tab paints no frames, so a timer starts it anyway.
    "  let started = false;",
    "  const start = () => started || ((started = true), boot());",
    "  const afterPaint = () => {",
    '    const first = [...document.images].filter((image) => image.fetchPriority === "high");',
    "    Promise.all(first.map((image) => image.decode().catch(() => {}))).then(() =>",
    "      requestAnimationFrame(() => setTimeout(start)),",
    "    );",
    "    setTimeout(start, 500);",
    "  };",
    '  if (document.readyState === "complete") afterPaint();',
    '  else addEventListener("load", afterPaint, { once: true });',
    "})();",
  ].join("\n");
  return html.replace(preloadTag, "").replace(boot[0], () => `<script>${script}</script>`);
}

/** Rewrites every pre-rendered page under `clientDir`; returns how many. */
export function bootPagesAfterLoad(clientDir: string): number {
  let count = 0;
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    writeFileSync(file, bootAfterLoad(readFileSync(file, "utf8")));
    count++;
  }
  return count;
}
