import { describe, expect, it } from "vitest";
import { brandCss, brandProblems, brandTokens, contrast, defaultBrand } from "./brand";

describe("the brand", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#1f4d3a", "#ffffff")).toBeGreaterThan(9);
  });

  it("makes every color of the site from the settings, the sample's where they say nothing", () => {
    expect(brandTokens()).toMatchObject({ primary: defaultBrand.primary, link: defaultBrand.link });
    const blue = brandTokens({ primary: "#1e3a8a", accent: "#fde68a", displayFont: "transitional-serif" });
    expect(blue.primary).toBe("#1e3a8a");
    // Links take the main color unless given their own.
    expect(blue.link).toBe("#1e3a8a");
    expect(contrast(blue.primaryStrong, "#ffffff")).toBeGreaterThan(contrast(blue.primary, "#ffffff"));
    expect(blue.displayFont).toMatch(/^Charter,/);
    expect(brandCss(blue)).toContain("--color-primary:#1e3a8a;");
  });

  it("passes the sample's brand and a dark blue one", () => {
    expect(brandProblems()).toEqual([]);
    expect(brandProblems({ primary: "#1e3a8a", accent: "#fde68a" })).toEqual([]);
  });

  it("refuses a color a visitor could not read, naming the field, the pair and its ratio", () => {
    expect(brandProblems({ primary: "#f4a261", accent: "#fde68a" })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^brand\.primary: white text on buttons, the header's logo tile and the footer \(#ffffff on #f4a261\) has a contrast of 2\.\d\d:1, and WCAG AA needs 4\.5:1/,
        ),
      ]),
    );
    expect(brandProblems({ primary: "#1f4d3a", accent: "#e9d8a6", focus: "#ffe08a" })).toEqual([
      expect.stringMatching(/^brand\.focus: the focus ring on the white ground \(#ffe08a on #ffffff\) .* needs 3:1/),
      expect.stringMatching(/^brand\.focus: the focus ring on the cream ground/),
    ]);
  });
});
