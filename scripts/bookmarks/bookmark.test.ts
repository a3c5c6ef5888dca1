// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandTokens } from "../../app/lib/brand";
import { drawColors } from "../draw/fonts";
import { bookmarkPng, bookmarkSize, bookmarkSvg } from "./bookmark";

const input = {
  churchName: "Test Valley Church",
  weekNumber: 42,
  planLength: 106,
  readings: ["Psalms 1-9", "Song of Solomon 1-8 and a long note that needs more than one line", "Acts 1-3"],
  address: "example.org/attendees_biblereadingplan",
  footLine: "Through the Bible, together.",
  colors: drawColors(brandTokens()),
};

describe("bookmark", () => {
  it("draws every text as paths from the shipped font, never as <text> needing system fonts", () => {
    const svg = bookmarkSvg(input);
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(100);
    // One box to tick per reading.
    expect(svg.match(/<rect [^>]*stroke=/g)).toHaveLength(3);
  });

  it("is a 600 x 1800 PNG (2 x 6 inches at 300 dpi), the same every time", async () => {
    const [a, b] = await Promise.all([bookmarkPng(input), bookmarkPng(input)]);
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: "png", width: bookmarkSize.width, height: bookmarkSize.height, density: 300 });
  });

  it("differs from week to week", async () => {
    const other = await bookmarkPng({ ...input, weekNumber: 43 });
    expect(other.equals(await bookmarkPng(input))).toBe(false);
  });

  it("is drawn in the church's colors", () => {
    const blue = drawColors(brandTokens({ primary: "#1e3a8a", accent: "#fde68a" }));
    const svg = bookmarkSvg({ ...input, colors: blue });
    expect(svg).toContain('fill="#1e3a8a"');
    expect(svg).not.toContain(drawColors(brandTokens()).primary);
  });
});
