// @vitest-environment node
/**
 * The `preSave` handler, the second of the editor's two refusals (the first, the Site rules
 * field, is driven in tests/e2e/editor.spec.ts): over the editor's entries, read through a reader
 * that stands in for the editor's, it refuses a save the build would refuse, with the build's
 * sentences, and gives an entry left without a place the next free one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collections } from "../content/collections";
import { checkSite } from "../app/lib/content/site-check";
import { fullChurchTree } from "../tests/support/full-church";
import { editorConfig } from "./editor-config";
import { entryReaderGlobal, type EditorEntry } from "./editor-reader";
import { preSaveHandler } from "./pre-save";

/** A church's content with every feature (tests/fixtures/full-church). */
const tree = fullChurchTree();
const check = checkSite(tree);
if (!check.ok) throw new Error(check.problems.join("\n"));
const config = editorConfig(
  collections,
  { repository: "church/site", branch: "main", title: "Site editor" },
  check.content.pages.map(({ file, kind, title }) => ({ file, kind, title })),
);

/** An entry as the editor hands it over: an Immutable.js map of its file, collection and fields. */
function entry(path: string, collection: string, data: Record<string, unknown>) {
  const changed: [string[], unknown][] = [];
  const map = {
    get: (key: string) => ({ path, collection, data: { toJS: () => structuredClone(data) } })[key as "path"] as never,
    setIn: (at: string[], value: unknown) => (changed.push([at, value]), map),
    changed,
  };
  return map;
}

/** The editor's entries, as its reader gives them: every content file, its YAML read as fields. */
beforeAll(() => {
  const entries: EditorEntry[] = [...tree]
    .filter(([path]) => path.endsWith(".yaml"))
    .map(([path, text]) => entry(path, "_singletons", parse(text) as Record<string, unknown>));
  const pages = [...tree]
    .filter(([path]) => path.endsWith(".md"))
    .map(([path, text]) => {
      const [, front, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text)!;
      return entry(path, "_singletons", { ...(parse(front!) as object), body: body!.trim() });
    });
  (globalThis as Record<string, unknown>)[entryReaderGlobal] = async (name: string) =>
    name === "_singletons" ? [...entries, ...pages] : [];
});
afterAll(() => delete (globalThis as Record<string, unknown>)[entryReaderGlobal]);

const handler = preSaveHandler(config) as unknown as (args: { entry: ReturnType<typeof entry> }) => Promise<unknown>;
const deacons = [...tree].filter(([path, text]) => path.startsWith("content/staff/") && /^group: deacons$/m.test(text));
const hannah = { group: "deacons", firstName: "Hannah", lastName: "Brooks", title: "Deacon of Care" };

describe("the editor's preSave handler", () => {
  it("gives a new entry left without a place the next free place of its group", async () => {
    const saving = entry("", "staff", hannah);
    expect(await handler({ entry: saving })).toBe(saving);
    expect(saving.changed).toEqual([[["data", "order"], deacons.length + 1]]);
  });

  it("lets a correct entry with its place be saved as it is", async () => {
    const saving = entry("content/staff/hannah-brooks.yaml", "staff", { ...hannah, order: deacons.length + 1 });
    expect(await handler({ entry: saving })).toBeUndefined();
  });

  it("refuses an entry the build would refuse, with the build's sentences", async () => {
    const saving = entry("content/staff/hannah-brooks.yaml", "staff", { ...hannah, order: 1, title: "<b>Deacon</b>" });
    const refusal = await handler({ entry: saving }).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toBe("saving_failed");
    expect(((refusal as Error).cause as Error).message.split("\n")).toEqual([
      expect.stringMatching(/: order 1 is taken twice, here and in /),
      expect.stringMatching(
        /^content\/staff\/hannah-brooks\.yaml: Our Deacons › Hannah Brooks: field "title" holds HTML \("<b>"\)/,
      ),
    ]);
  });
});
