// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile, iconFiles, iconPng, isSvg, manifest } from "./icons";

const logo = readFileSync("content/images/logo.svg");

describe("icons", () => {
  it("draws the logo as an opaque square PNG of the asked size", async () => {
    const png = await iconPng(logo, 180, "#1f4d3a");
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 180, height: 180, format: "png" });
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner]).toEqual([0x1f, 0x4d, 0x3a, 255]);
  });

  it("writes a .ico whose directory points at each PNG", async () => {
    const images = await Promise.all([16, 32].map(async (size) => ({ size, png: await iconPng(logo, size, "#000") })));
    const ico = icoFile(images);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    images.forEach(({ size, png }, i) => {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + ico.readUInt32LE(entry + 8)).equals(png)).toBe(true);
    });
  });

  it("names the church in the manifest and lists a maskable icon", () => {
    const m = manifest({ name: "Test Church", shortName: "Test", tagline: "A church." }, "#123456", true);
    expect(m).toMatchObject({ name: "Test Church", short_name: "Test", start_url: "/", theme_color: "#123456" });
    expect(m.icons.find((i) => i.purpose === "maskable")?.src).toBe(iconFiles.maskable);
    expect(m.icons.map((i) => i.src)).toContain(iconFiles.svg);
  });

  it("lists the SVG icon only for a logo that is an SVG drawing", async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: "#6b2737" } })
      .png()
      .toBuffer();
    expect(isSvg(logo)).toBe(true);
    expect(
      isSvg(Buffer.from('<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe(true);
    expect(isSvg(png)).toBe(false);
    const m = manifest({ name: "Test Church", shortName: "Test", tagline: "A church." }, "#123456", false);
    expect(m.icons.map((i) => i.type)).not.toContain("image/svg+xml");
  });

  it("draws a wide PNG logo whole, centered on the background, not cropped", async () => {
    // A 300 x 100 logo: red, with a blue square at each end.
    const wide = await sharp({ create: { width: 300, height: 100, channels: 4, background: "#ff0000" } })
      .composite([
        { input: { create: { width: 20, height: 100, channels: 4, background: "#0000ff" } }, left: 0, top: 0 },
        { input: { create: { width: 20, height: 100, channels: 4, background: "#0000ff" } }, left: 280, top: 0 },
      ])
      .png()
      .toBuffer();
    const png = await iconPng(wide, 300, "#00ff00");
    const pixel = async (left: number, top: number) =>
      [...(await sharp(png).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
    expect(await pixel(150, 10)).toEqual([0, 255, 0]); // above the logo: the background
    expect(await pixel(5, 150)).toEqual([0, 0, 255]); // the logo's left end is there
    expect(await pixel(295, 150)).toEqual([0, 0, 255]); // and its right end
    expect(await pixel(150, 150)).toEqual([255, 0, 0]);
  });
});
