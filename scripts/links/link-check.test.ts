// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkReferences, scanPage } from "./link-check";

const page = `<!doctype html><html><head>
  <link rel="stylesheet" href="/assets/root.css">
  <meta property="og:image" content="https://church.example/img/preview/home.png">
  <script type="module">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";</script>
</head><body>
  <main id="main"><section id="purpose"></section></main>
  <a href="/about_pom">Philosophy</a> <a href="/#purpose">Purpose</a> <a href="#main">Skip</a>
  <picture><source srcset="/img/a-480.avif 480w, /img/a-960.avif 960w"><img src="/img/a.jpg" alt=""></picture>
  <a href="https://partner.example/about">Partner</a> <a href="mailto:office@church.example?subject=Hi">Mail</a>
  <a href="tel:7175550148">Call</a>
</body></html>`;

const files = new Set([
  "/assets/root.css",
  "/assets/manifest.js",
  "/assets/root.js",
  "/img/preview/home.png",
  "/img/a-480.avif",
  "/img/a-960.avif",
  "/img/a.jpg",
]);
const home = scanPage(page);
const site = {
  origin: "https://church.example",
  fileExists: (path: string) => files.has(path),
  idsOf: (p: string) => (p === "/" ? home.ids : p === "/about_pom" ? new Set<string>() : undefined),
};

describe("the link check", () => {
  it("finds links, anchors, images, sources, styles, preview images and the scripts a module imports", () => {
    const urls = home.references.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/assets/root.css",
        "https://church.example/img/preview/home.png",
        "/assets/manifest.js",
        "/assets/root.js",
        "/img/a-480.avif",
        "/img/a-960.avif",
        "/img/a.jpg",
        "/#purpose",
      ]),
    );
    expect(home.ids).toEqual(new Set(["main", "purpose"]));
  });

  it("passes a page whose every address resolves", () => {
    expect(checkReferences("/", home, site)).toEqual([]);
  });

  it("names the page, the place and the address of each broken one", () => {
    const broken = scanPage(`<a href="/about_pomm">x</a><a href="/#services">y</a><img src="/img/gone.png" alt="">
      <a href="http://partner.example/">z</a><a href="https://partner example/">w</a><a href="/img/a.jpg#top">v</a>
      <script src="/assets/gone.js"></script>`);
    expect(checkReferences("/fall", broken, site)).toEqual([
      '/fall: a[href] "/about_pomm" leads to no page',
      '/fall: a[href] "/#services" points at #services, which / does not have',
      '/fall: a[href] "http://partner.example/" leaves the site without https',
      '/fall: a[href] "https://partner example/" is not a well-formed address',
      '/fall: a[href] "/img/a.jpg#top" points at a place in a file that is not a page',
      '/fall: img[src] "/img/gone.png" names a file the build does not have',
      '/fall: script[src] "/assets/gone.js" names a file the build does not have',
    ]);
  });
});
