import { describe, expect, it } from "vitest";
import { maxImageWidth, scaledHeight, srcset, variantWidths } from "./images";

describe("variantWidths", () => {
  it("never goes past 2500 px, however large the source", () => {
    expect(maxImageWidth).toBe(2500);
    const widths = variantWidths(6000);
    expect(Math.max(...widths)).toBe(2500);
    expect(widths).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 2000, 2500]);
  });

  it("does not enlarge a small source", () => {
    expect(variantWidths(700)).toEqual([320, 480, 640, 700]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("scaledHeight and srcset", () => {
  it("keeps proportions and lists widths", () => {
    expect(scaledHeight({ width: 3000, height: 1250 }, 2500)).toBe(1042);
    expect(
      srcset([
        { url: "/a-1.avif", width: 320 },
        { url: "/a-2.avif", width: 640 },
      ]),
    ).toBe("/a-1.avif 320w, /a-2.avif 640w");
  });
});
