// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chunkFiles, pageAssets, pageCost, type BrowserManifest } from "./byte-budgets";

const manifest: BrowserManifest = {
  "app/browser/site.ts": { file: "assets/js/site-1.js", isEntry: true, imports: ["_shared-2.js"] },
  "_shared-2.js": { file: "assets/js/shared-2.js" },
  "app/browser/islands/carousel.tsx": { file: "assets/js/carousel-3.js", imports: ["_react-4.js"] },
  "_react-4.js": { file: "assets/js/react-4.js", imports: ["_shared-2.js"] },
  "app/features/search/site-search.ts": {
    file: "assets/js/site-search-5.js",
    name: "site-search",
    isDynamicEntry: true,
    imports: ["app/browser/site.ts"],
  },
};

const loader = 'addEventListener("load",()=>import("/assets/js/site-1.js"),{once:true})';

const page = (body: string): string => `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/root.css"><link rel="icon" href="/favicon.ico">
<link rel="canonical" href="https://church.example/">
<script>document.title = "x";</script>
<script>${loader}</script>
<script type="speculationrules">{"prerender":[]}</script>
<script type="application/ld+json">{"@type":"Church"}</script>
</head><body>${body}</body></html>`;

const inline = 'document.title = "x";'.length + loader.length;

const sizes: Record<string, number> = {
  "/assets/root.css": 2000,
  "/assets/js/site-1.js": 3000,
  "/assets/js/shared-2.js": 500,
  "/assets/js/carousel-3.js": 1700,
  "/assets/js/react-4.js": 69_000,
  "/assets/js/site-search-5.js": 900,
  "/index.html": 8000,
  "/about_staff.html": 6000,
};
const sizeOf = (path: string) => sizes[path]!;

describe("byte budgets", () => {
  it("follows a chunk's imports through the page script's manifest, each once", () => {
    expect(chunkFiles(manifest, "app/browser/islands/carousel.tsx")).toEqual(
      new Set(["/assets/js/carousel-3.js", "/assets/js/react-4.js", "/assets/js/shared-2.js"]),
    );
    expect(() => chunkFiles(manifest, "app/browser/islands/map.tsx")).toThrow(/not in the page script's build/);
  });

  it("finds the scripts, stylesheets, islands, modules and runnable inline scripts of a page, and nothing else it links", () => {
    expect(
      pageAssets(page('<div data-island="carousel" data-props="{}"></div><nav data-module="side-menu"></nav>')),
    ).toEqual({
      scripts: ["/assets/js/site-1.js"],
      styles: ["/assets/root.css"],
      islands: ["carousel"],
      modules: ["side-menu"],
      inline: ['document.title = "x";', loader],
      inlineStyles: [],
    });
  });

  it("counts the page script and inline scripts on a page without a widget, and React on a page with one", () => {
    const gzip = (text: string) => text.length;
    expect(pageCost("/about_staff", page("<p>Staff</p>"), manifest, sizeOf, gzip)).toEqual({
      page: "/about_staff",
      script: 3000 + 500 + inline,
      islands: [],
      style: 2000,
      html: 6000,
    });
    const home = pageCost("/", page('<div data-island="carousel"></div>'), manifest, sizeOf, gzip);
    // A stylesheet put into the page counts as the page's style, gzip.
    const inlined = pageCost("/", page("<style>p{margin:0}</style>"), manifest, sizeOf, gzip);
    expect(inlined.style).toBe(2000 + "p{margin:0}".length);
    expect(home.script).toBe(3000 + 500 + 1700 + 69_000 + inline);
    expect(home.islands).toEqual(["carousel"]);
  });

  it("counts a module only one page has, which is fetched when the page names it, on that page only", () => {
    const gzip = (text: string) => text.length;
    const search = pageCost("/search", page('<form data-module="site-search"></form>'), manifest, sizeOf, gzip);
    expect(search.script).toBe(3000 + 500 + 900 + inline);
    const other = pageCost("/about_staff", page('<nav data-module="side-menu"></nav>'), manifest, sizeOf, gzip);
    expect(other.script).toBe(3000 + 500 + inline);
  });
});
