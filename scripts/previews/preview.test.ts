// @vitest-environment node
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandTokens } from "../../app/lib/brand";
import { drawColors } from "../draw/fonts";
import { previewPng, previewSvg } from "./preview";

// A picture of the minimal church of tests/fixtures, whatever the content in place.
const logo = readFileSync("tests/fixtures/minimal-church/content/images/logo.svg");
const input = {
  churchName: "Test Valley Church",
  section: "About Us",
  title: "Our History",
  address: "example.org/about_history",
  logo,
  colors: drawColors(brandTokens()),
};

describe("preview", () => {
  it("draws every text as paths from the shipped font", () => {
    const svg = previewSvg(input);
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(40);
  });

  it("is a 1200 x 630 PNG, the same every time", async () => {
    const [a, b] = await Promise.all([previewPng(input), previewPng(input)]);
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("shrinks a long title to fit in three lines, never wider than the picture", () => {
    /** The title's glyphs are the largest: their scale and the baselines they sit on. */
    const titleGlyphs = (svg: string) => {
      const glyphs = [...svg.matchAll(/translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+) /g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        scale: Number(m[3]),
      }));
      const scale = Math.max(...glyphs.map((g) => g.scale));
      return { scale, glyphs: glyphs.filter((g) => g.scale === scale) };
    };
    const long = "A church family gathered around the Word of God in a small valley town of central Pennsylvania";
    const short = titleGlyphs(previewSvg(input));
    const wrapped = titleGlyphs(previewSvg({ ...input, title: long }));
    expect(wrapped.scale).toBeLessThan(short.scale);
    expect(new Set(wrapped.glyphs.map((g) => g.y)).size).toBe(3);
    expect(Math.max(...wrapped.glyphs.map((g) => g.x))).toBeLessThan(1200 - 80);
  });

  it("shows a portrait beside the title when given one", async () => {
    const withPortrait = await previewPng({ ...input, portrait: logo });
    expect(withPortrait.equals(await previewPng(input))).toBe(false);
  });
});
