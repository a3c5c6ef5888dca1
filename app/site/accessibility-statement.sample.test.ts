// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPage } from "./content.server";
import { projectPath } from "./project-paths.server";

const statement = getPage("/accessibility");

describe("the accessibility statement", () => {
  it("is backed by tests the suite has: each “quoted” name of docs/accessibility-checks.md is a test's title", () => {
    const text = readFileSync(projectPath("docs/accessibility-checks.md"), "utf8");
    const named = [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThanOrEqual(10);
    const dir = projectPath("tests/e2e");
    const suite = readdirSync(dir)
      .filter((name) => name.endsWith(".spec.ts"))
      .map((name) => readFileSync(join(dir, name), "utf8"))
      .join("\n");
    // A title is written in a test(...) or test.describe(...) call, between quotes or backquotes.
    const titles = [...suite.matchAll(/\btest(?:\.describe)?\(\s*(["`])((?:(?!\1).)+)\1/g)].map((m) => m[2]!);
    // A title written with ${...} names every value it takes: "reflows to ${width} px" names "reflows to 640 px".
    const patterns = titles.map(
      (title) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\$\\\{[^}]*\\\}/g, ".+")}$`),
    );
    const backed = (name: string) =>
      titles.some((title) => title.includes(name)) || patterns.some((pattern) => pattern.test(name));
    expect(named.filter((name) => !backed(name))).toEqual([]);
  });

  it("aims at WCAG 2.2 AA and tells how to report a barrier through the contact form", () => {
    expect(statement.sections?.map((s) => s.heading)).toEqual(
      expect.arrayContaining([
        "What we aim for",
        "What you can expect",
        "How we check",
        "Report a barrier",
        "What may not work well",
      ]),
    );
    expect(statement.sections?.find((s) => s.heading === "What we aim for")?.paragraphs.join(" ")).toMatch(
      /WCAG\) 2\.2 at level AA/,
    );
    expect(statement.actions).toEqual([{ label: "Report a barrier", service: "contact" }]);
  });

  it("is written for visitors: it quotes no test's title (those are in docs/accessibility-checks.md)", () => {
    const text = JSON.stringify(statement.sections);
    expect(text).not.toMatch(/“[^”]+”/);
    expect(text).not.toMatch(/test suite|axe|e2e/i);
  });
});
