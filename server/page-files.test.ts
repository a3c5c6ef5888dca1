import { describe, expect, it } from "vitest";
import { pageAddress, pageFile } from "./page-files";

describe("page files", () => {
  it.each([
    ["/", "/index.html"],
    ["/about_pom", "/about_pom.html"],
    ["/women", "/women.html"],
    ["/404", "/404.html"],
  ])("%s is written as %s and answers at its address", (address, file) => {
    expect(pageFile(address)).toBe(file);
    expect(pageAddress(file)).toBe(address);
  });
  it("names the address of an index file inside a folder", () => {
    expect(pageAddress("/a/index.html")).toBe("/a");
  });
});
