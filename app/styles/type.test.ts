// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const appDir = new URL("..", import.meta.url).pathname;
const cssFiles = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".css"))
  .map((file) => join(appDir, file));

describe("the type", () => {
  // Each weight of a family is a font of its own: the first frame looks each one up (and each
  // of its sizes), over IPC on Linux, so a semibold beside the bold cost every page one more
  // match and a size or two (decision 011). Text is regular (400) or bold (700).
  it("uses two weights, regular and bold", () => {
    const weights = new Set(
      cssFiles.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/font-weight:\s*([^;}]+)/g)].map((m) => (m[1] ?? "").trim()),
      ),
    );
    expect(cssFiles.length).toBeGreaterThan(10);
    expect([...weights].filter((weight) => !["400", "700", "normal", "bold", "inherit"].includes(weight))).toEqual([]);
  });
});
