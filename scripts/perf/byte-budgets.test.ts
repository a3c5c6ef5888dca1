// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageAssets, pageCost, parseRouterManifest, runtimeFiles } from "./byte-budgets";

const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/root.css"><link rel="stylesheet" href="/assets/home.css">
<link rel="modulepreload" href="/assets/manifest.js"><link rel="modulepreload" href="/assets/entry.client.js">
<link rel="modulepreload" href="/assets/jsx-runtime.js"><link rel="modulepreload" href="/assets/home.js">
<link rel="icon" href="/favicon.ico"><link rel="canonical" href="https://church.example/">
</head><body><script type="module">import "/assets/manifest.js";
import * as route1 from "/assets/home.js";
import("/assets/entry.client.js");</script></body></html>`;

describe("byte budgets", () => {
  it("reads the runtime from React Router's manifest script", () => {
    const manifest = parseRouterManifest(
      'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client.js","imports":["/assets/jsx-runtime.js"]},"routes":{}};',
    );
    expect(runtimeFiles(manifest)).toEqual(new Set(["/assets/entry.client.js", "/assets/jsx-runtime.js"]));
  });

  it("finds the scripts and stylesheets a page loads, and nothing else it links", () => {
    expect(pageAssets(html)).toEqual({
      scripts: ["/assets/manifest.js", "/assets/entry.client.js", "/assets/jsx-runtime.js", "/assets/home.js"],
      styles: ["/assets/root.css", "/assets/home.css"],
    });
  });

  it("finds the modules the boot script imports once the page has loaded", () => {
    const rewritten =
      '<link rel="stylesheet" href="/assets/style.css"/><script>(() => { const boot = () => { for (const href of ' +
      '["/assets/manifest.js","/assets/entry.client.js","/assets/home.js"]) {} import("/assets/home.js"); }; })();</script>';
    expect(pageAssets(rewritten)).toEqual({
      scripts: ["/assets/manifest.js", "/assets/entry.client.js", "/assets/home.js"],
      styles: ["/assets/style.css"],
    });
  });

  it("counts a page's scripts beyond the runtime and its styles as gzip, its HTML as brotli", () => {
    const sizes: Record<string, number> = {
      "/assets/root.css": 2000,
      "/assets/home.css": 500,
      "/assets/manifest.js": 1000,
      "/assets/entry.client.js": 70_000,
      "/assets/jsx-runtime.js": 40_000,
      "/assets/home.js": 3000,
      "/index.html": 8000,
    };
    const encodings: string[] = [];
    const cost = pageCost("/", html, new Set(["/assets/entry.client.js", "/assets/jsx-runtime.js"]), (path, enc) => {
      encodings.push(`${path} ${enc}`);
      return sizes[path]!;
    });
    expect(cost).toEqual({ page: "/", script: 4000, style: 2500, html: 8000 });
    expect(encodings).toContain("/index.html br");
    expect(encodings).toContain("/assets/home.js gz");
  });
});
