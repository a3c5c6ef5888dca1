/**
 * Draws the link-preview picture (1200 x 630 PNG) of every page into public/img/preview, from
 * content: the page's title and the menu section it sits in; a biography shows the portrait.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { biographyAt, getContent, getPage } from "../app/site/content.server.ts";
import { previewImagePath } from "../app/lib/preview-image.ts";
import { siteHost } from "../app/lib/site-paths.ts";
import { fullName } from "../app/lib/staff.ts";
import { pageOfKind } from "../app/lib/page-registry.ts";
import { filterTitle } from "../app/lib/sermons/sermon-views.ts";
import { filterAt } from "../app/site/sermons.server.ts";
import { DrawingCache } from "./draw/drawing-cache.ts";
import { previewPng, type PreviewInput } from "./previews/preview.ts";
import { drawColors } from "./draw/fonts.ts";
import { brandTokens } from "../app/lib/brand.ts";
import { sitePaths } from "./site-pages.ts";

const outDir = join(process.cwd(), "public/img/preview");
const images = join(process.cwd(), "content/images");
mkdirSync(outDir, { recursive: true });
const here = import.meta.dirname;
const cache = new DrawingCache("previews", [
  join(here, "previews/preview.ts"),
  join(here, "draw/svg-text.ts"),
  join(here, "draw/fonts.ts"),
]);

const { siteConfig, navigation } = getContent();
const host = siteHost(siteConfig.church.origin);

/** The label of the menu that lists this page, such as "About Us". */
function sectionOf(path: string): string | undefined {
  for (const section of navigation) {
    if (!("items" in section)) continue;
    const links = section.items.flatMap((item) => ("links" in item ? item.links : [item]));
    if (links.some((link) => link.href === path)) return section.label;
  }
  return undefined;
}

/** What the preview of a page shows; the image files are named so the cache notices when they change. */
function previewOf(path: string): { input: Omit<PreviewInput, "logo" | "portrait">; portrait?: string } {
  const base = {
    churchName: siteConfig.church.name,
    address: `${host}${path === "/" ? "" : path}`,
    colors: drawColors(brandTokens(siteConfig.brand)),
  };
  if (path === "/") return { input: { ...base, title: getPage("/").intro[0]! } };
  const person = biographyAt(path);
  if (person) {
    return {
      input: { ...base, section: person.title, title: fullName(person) },
      portrait: person.about?.imgSrc ?? person.imgSrc,
    };
  }
  const sermons = filterAt(path);
  if (sermons) {
    const sermonsPage = pageOfKind(getContent().pages, "sermons")!.path;
    return { input: { ...base, section: sectionOf(sermonsPage), title: filterTitle(sermons.filter) } };
  }
  return { input: { ...base, section: sectionOf(path), title: getPage(path).title } };
}

const logo = readFileSync(join(images, siteConfig.logo));
const files = new Set<string>();
for (const path of sitePaths()) {
  const { input, portrait } = previewOf(path);
  const file = previewImagePath(path).split("/").pop()!;
  files.add(file);
  const portraitData = portrait ? readFileSync(join(images, portrait)) : undefined;
  const out = join(outDir, file);
  const key = { ...input, logo: logo.toString("base64"), portrait: portraitData?.toString("base64") };
  if (!cache.isFresh(out, key)) writeFileSync(out, await previewPng({ ...input, logo, portrait: portraitData }));
}
cache.save();
for (const file of readdirSync(outDir)) if (!files.has(file)) rmSync(join(outDir, file));
console.log(`previews: ${files.size} ready in public/img/preview`);
