/**
 * The site's icons, all from the one logo in content/images, whatever its format (SVG, PNG, JPEG,
 * WebP, AVIF): favicons, the Apple touch icon, the web app manifest's icons (the logo itself too
 * when it is an SVG drawing), and the manifest itself.
 */
import sharp from "sharp";

/** Where each icon is served, and how it is drawn. */
export const iconFiles = {
  favicon: "/favicon.ico",
  svg: "/icons/icon.svg",
  appleTouch: "/icons/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskable: "/icons/icon-maskable-512.png",
  manifest: "/manifest.webmanifest",
} as const;

/** The logo as a square PNG; `padding` (0 to 0.5) leaves a margin in the background colour, for masks. */
export async function iconPng(logo: Buffer, size: number, background: string, padding = 0): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * padding));
  // A logo that is not square keeps its proportions, centered, with the background around it.
  const drawn = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A .ico file holding PNG images (supported by every browser since Windows Vista's icon format). */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** Whether a logo file is an SVG drawing (the manifest then lists it as an icon of any size), not a photo's format. */
export const isSvg = (logo: Buffer): boolean =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(logo.toString("utf8", 0, 2048));

/**
 * The web app manifest: name, colours and icons, so a phone can pin the site to its home screen.
 * `svgIcon` when the logo is an SVG drawing, written as the icon of any size.
 */
export function manifest(
  church: { name: string; shortName: string; tagline: string },
  themeColor: string,
  svgIcon: boolean,
) {
  return {
    name: church.name,
    short_name: church.shortName,
    description: church.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: "en-US",
    theme_color: themeColor,
    background_color: "#ffffff",
    icons: [
      { src: iconFiles.icon192, sizes: "192x192", type: "image/png" },
      { src: iconFiles.icon512, sizes: "512x512", type: "image/png" },
      { src: iconFiles.maskable, sizes: "512x512", type: "image/png", purpose: "maskable" },
      ...(svgIcon ? [{ src: iconFiles.svg, sizes: "any", type: "image/svg+xml" }] : []),
    ],
  };
}
