// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inlineScriptEntries } from "../app/site/page-script.server";
import { inlineSafe, bundleInlineScript } from "./inline-script";

describe("a page's inline scripts", () => {
  it("are each one classic script, with nothing to import", async () => {
    for (const entry of Object.values(inlineScriptEntries)) {
      const script = await bundleInlineScript(entry);
      expect(script).not.toMatch(/\bimport\s*[("{*]|\bexport\s/);
      expect(script.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it("refuses a script that would end its own script element", () => {
    expect(() => inlineSafe('x("</SCRIPT>")', "test")).toThrow(/<\/script/);
    expect(inlineSafe('x("<\\/script>")', "test")).toBe('x("<\\/script>")');
  });
});
