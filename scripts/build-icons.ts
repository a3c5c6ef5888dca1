/**
 * Writes the favicon, Apple touch icon, manifest icons and the web app manifest to public/, all
 * from the site config's logo, whatever its format.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { brandTokens } from "../app/lib/brand.ts";
import { icoFile, iconFiles, iconPng, isSvg, manifest } from "./icons/icons.ts";

const { siteConfig } = getContent();
const logo = readFileSync(join(process.cwd(), "content/images", siteConfig.logo));
// The brand's main color (content/site-config.yaml, brand), under the logo.
const background = brandTokens(siteConfig.brand).primary;

const write = (path: string, data: Buffer | string) => {
  const file = join(process.cwd(), "public", path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
};

const favicon = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, png: await iconPng(logo, size, background) })),
);
write(iconFiles.favicon, icoFile(favicon));
// Only a drawing is written as the SVG icon: a PNG or JPEG logo under that name would be no SVG.
const svgIcon = isSvg(logo);
if (svgIcon) write(iconFiles.svg, logo);
write(iconFiles.appleTouch, await iconPng(logo, 180, background));
write(iconFiles.icon192, await iconPng(logo, 192, background));
write(iconFiles.icon512, await iconPng(logo, 512, background));
// Launchers crop maskable icons to a circle or squircle; the logo keeps to the middle 80 %.
write(iconFiles.maskable, await iconPng(logo, 512, background, 0.1));
write(iconFiles.manifest, JSON.stringify(manifest(siteConfig.church, background, svgIcon), null, 2) + "\n");
console.log("icons: favicon, touch and manifest icons and manifest.webmanifest written to public/");
