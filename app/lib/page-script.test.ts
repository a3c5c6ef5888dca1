import { describe, expect, it, vi } from "vitest";
import { pageScriptLoader } from "./page-script";

describe("pageScriptLoader", () => {
  it("imports the page script once the page has loaded, not before", () => {
    const listeners: (() => void)[] = [];
    const addEventListener = (type: string, listener: () => void) => type === "load" && listeners.push(listener);
    // The script as the page runs it, with import() observed under another name.
    const load = vi.fn();
    new Function("addEventListener", "load", pageScriptLoader("/assets/js/site-1.js").replace("import(", "load("))(
      addEventListener,
      load,
    );
    expect(load).not.toHaveBeenCalled();
    listeners.forEach((listener) => listener());
    expect(load).toHaveBeenCalledWith("/assets/js/site-1.js");
  });

  it("names the script as a JSON string, so no address can break out of it", () => {
    expect(pageScriptLoader('/a"b.js')).toBe('addEventListener("load",()=>import("/a\\"b.js"),{once:true})');
  });
});
