import { describe, expect, it } from "vitest";
import { brandTokens } from "./brand.ts";
import { placeholderPhotoSvg } from "./placeholder-photo.ts";

describe("the placeholder photo", () => {
  it("is drawn in the church's own colors, square", () => {
    const svg = placeholderPhotoSvg(brandTokens({ primary: "#6b2737", accent: "#f2e3c6" }));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
    expect(svg).toContain('fill="#6b2737"');
    expect(svg).toContain(`fill="${brandTokens({ primary: "#6b2737" }).primarySoft}"`);
    expect(svg).not.toContain(brandTokens().primary);
  });
});
