// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile, iconFiles, iconPng, manifest } from "./icons";

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
    const m = manifest({ name: "Test Church", shortName: "Test", tagline: "A church." }, "#123456");
    expect(m).toMatchObject({ name: "Test Church", short_name: "Test", start_url: "/", theme_color: "#123456" });
    expect(m.icons.find((i) => i.purpose === "maskable")?.src).toBe(iconFiles.maskable);
  });
});
