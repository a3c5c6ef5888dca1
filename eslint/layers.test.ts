// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import layers from "./layers.js";

const root = resolve(import.meta.dirname, "..");
// Files anywhere on disk, such as the cycle fixtures in the temporary folder, are linted alike.
const linter = new Linter({ configType: "flat", cwd: "/" });

/** The messages of the layer rules for `code` as if it were the file at `path`. */
function lint(path: string, code: string): string[] {
  const config: Linter.Config = {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { layers },
    rules: { "layers/boundaries": "error", "layers/no-cycle": "error" },
  };
  return linter.verify(code, [config], { filename: path }).map((m) => m.message);
}

describe("the layer rules", () => {
  it("fence relative imports as they fence ~/ ones", () => {
    const lib = join(root, "app/lib/example.ts");
    expect(lint(lib, 'import { getContent } from "../site/content.server";\n')).toEqual([
      "app/lib/example.ts may not import app/site/content.server.ts: app/lib is pure logic: no content reading, no UI.",
    ]);
    expect(lint(lib, 'import { getContent } from "~/site/content.server";\n')).toHaveLength(1);
    expect(lint(lib, 'import { dateIn } from "./notices";\nimport { z } from "zod";\n')).toEqual([]);
  });

  it("keep features apart, app/ away from server/, and content free of the app", () => {
    const feature = join(root, "app/features/fall/example.tsx");
    expect(lint(feature, 'import { X } from "../staff/staff-biography";\n')).toHaveLength(1);
    expect(lint(feature, 'import { CardGrid } from "../../components/ui/card-grid";\n')).toEqual([]);
    expect(lint(join(root, "app/site/example.ts"), 'import { x } from "../../server/security-policy";\n')).toHaveLength(
      1,
    );
    expect(
      lint(join(root, "content/schema/example.ts"), 'import { isShown } from "../../app/lib/notices";\n'),
    ).toHaveLength(1);
  });

  it("let the UI type its props from a loader, but not import its code", () => {
    const component = join(root, "app/components/layout/example.tsx");
    expect(lint(component, 'import type { ShellData } from "~/site/shell.server";\n')).toEqual([]);
    expect(lint(component, 'import { shellData } from "~/site/shell.server";\n')).toHaveLength(1);
  });

  const dir = mkdtempSync(join(tmpdir(), "cycle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("find an import cycle, and ignore one made only of types", () => {
    writeFileSync(join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
    writeFileSync(join(dir, "b.ts"), 'import { c } from "./c";\nexport const b = c;\n');
    writeFileSync(join(dir, "c.ts"), 'import { a } from "./a";\nexport const c = 1;\n');
    writeFileSync(join(dir, "d.ts"), 'import type { e } from "./e";\nexport const d = 1;\n');
    writeFileSync(join(dir, "e.ts"), 'import { d } from "./d";\nexport const e = d;\n');
    const [cycle] = lint(join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
    expect(cycle).toMatch(/^Import cycle: .*a\.ts -> .*b\.ts -> .*c\.ts -> .*a\.ts\.$/);
    expect(lint(join(dir, "e.ts"), 'import { d } from "./d";\nexport const e = d;\n')).toEqual([]);
  });
});
