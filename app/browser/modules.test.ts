import { describe, expect, it, vi } from "vitest";
import { startModules } from "./modules";

describe("startModules", () => {
  it("starts each named module on its element, and one that fails stops no other", () => {
    document.body.innerHTML = `<nav data-module="broken"></nav><div data-module="menu"></div><p data-module="unknown"></p>`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const menu = vi.fn();
    const failed = startModules(document, {
      broken: () => {
        throw new Error("no button");
      },
      menu,
    });
    expect(menu).toHaveBeenCalledWith(document.querySelector("div"));
    expect(failed).toBe(2);
    expect(error).toHaveBeenCalledWith('The enhancement module "broken" failed:', expect.any(Error));
    expect(error).toHaveBeenCalledWith('No enhancement module is named "unknown".');
  });

  it("starts only the elements a selector picks", () => {
    document.body.innerHTML = `<nav data-module="menu"></nav><div data-module="player"></div>`;
    const menu = vi.fn();
    const player = vi.fn();
    expect(startModules(document, { menu, player }, '[data-module]:not([data-module="menu"])')).toBe(0);
    expect(player).toHaveBeenCalledOnce();
    expect(menu).not.toHaveBeenCalled();
  });
});
