/**
 * Turns every file in content/images, and the placeholder photo the engine draws in the church's
 * colors (app/lib/placeholder-photo.ts), into responsive variants (AVIF and WebP at several
 * widths, never wider than 2500 px, plus one JPEG or PNG fallback) under public/assets/img,
 * and writes .generated/images.json for the pages to read. Files are named by content hash,
 * so they can be cached for ever, and an existing variant is not encoded again.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, relative, extname, sep } from "node:path";
import sharp from "sharp";
import { filesUnder } from "../server/files-under.ts";
import { scaledHeight, srcset, variantWidths, type ResponsiveImage } from "../app/lib/images.ts";
import { manifestFile } from "../app/site/image-manifest.server.ts";
import { getContent } from "../app/site/content.server.ts";
import { brandTokens } from "../app/lib/brand.ts";
import { placeholderPhoto } from "../app/lib/staff.ts";
import { placeholderPhotoSvg } from "../app/lib/placeholder-photo.ts";

const root = new URL("..", import.meta.url).pathname;
const sourceDir = join(root, "content/images");
const outDir = join(root, "public/assets/img");
const encoderVersion = "1";

const isImage = (name: string) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name);

/** The variants of a picture, `base` naming its files (staff/jane-doe for content/images/staff/jane-doe.jpg). */
async function variantsOf(source: Buffer, base: string): Promise<ResponsiveImage> {
  const hash = createHash("sha256").update(encoderVersion).update(source).digest("hex").slice(0, 10);
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error(`content/images/${base}: cannot read the image's size`);
  const size = { width: meta.width, height: meta.height };
  const widths = variantWidths(size.width);
  // Transparent images keep a PNG fallback; opaque ones (photos, banners) get a JPEG.
  const { isOpaque } = await sharp(source).stats();
  const fallbackFormat = isOpaque ? "jpg" : "png";
  const fallbackWidth = widths.filter((w) => w <= 1280).at(-1) ?? widths[0]!;

  const encode = async (width: number, format: "avif" | "webp" | "jpg" | "png") => {
    const name = `${base}-${hash}-${width}.${format}`;
    const target = join(outDir, name);
    if (!existsSync(target)) {
      mkdirSync(dirname(target), { recursive: true });
      let image = sharp(source).resize(width);
      if (format === "avif") image = image.avif({ quality: 55, effort: 3 });
      else if (format === "webp") image = image.webp({ quality: 76 });
      else if (format === "png") image = image.png({ compressionLevel: 9 });
      else image = image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true });
      await image.toFile(target);
    }
    return { url: `/assets/img/${name}`, width };
  };

  const avif = await Promise.all(widths.map((w) => encode(w, "avif")));
  const webp = await Promise.all(widths.map((w) => encode(w, "webp")));
  const fallback = await encode(fallbackWidth, fallbackFormat);
  const largest = widths.at(-1)!;
  return {
    width: largest,
    height: scaledHeight(size, largest),
    avif: srcset(avif),
    webp: srcset(webp),
    fallback: fallback.url,
  };
}

const started = Date.now();
const manifest: Record<string, ResponsiveImage> = {};
// Keyed as content names them: /staff/jane-doe.jpg for content/images/staff/jane-doe.jpg.
for (const file of filesUnder(sourceDir, isImage)) {
  const rel = relative(sourceDir, file).split(sep).join("/");
  manifest["/" + rel] = await variantsOf(readFileSync(file), rel.slice(0, -extname(rel).length));
}
const { siteConfig } = getContent();
manifest[placeholderPhoto] = await variantsOf(
  Buffer.from(placeholderPhotoSvg(brandTokens(siteConfig.brand))),
  placeholderPhoto.slice(1),
);
mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + "\n");
console.log(`images: ${Object.keys(manifest).length} sources ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
