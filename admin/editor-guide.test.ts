// @vitest-environment node
/**
 * The office's guide (docs/content-editing.md) against the editor it describes: every collection,
 * file, field and button it names in bold in the office's part is one the editor has, and every
 * screenshot it shows is one the editor's end-to-end test takes (npm run docs:screenshots), so the
 * guide cannot point the office to a form or a picture that no longer exists.
 */
import type { Field } from "@sveltia/cms";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections } from "../content/collections.ts";
import { readContentTree } from "../app/site/content-tree.server.ts";
import { checkSite } from "../app/lib/content/site-check.ts";
import { editorConfig } from "./editor-config.ts";
import { panelLabels, panelTitles } from "./publish-status.ts";

const guide = readFileSync("docs/content-editing.md", "utf8");
/** The part for the office: what they press and fill in. */
const officePart = guide.slice(0, guide.indexOf("## For the person who looks after the site"));

const check = checkSite(readContentTree());
if (!check.ok) throw new Error(check.problems.join("\n"));
const config = editorConfig(
  collections,
  { repository: "church/site", branch: "main", title: "Site editor" },
  check.content.pages.map(({ file, kind, title }) => ({ file, kind, title })),
);

/** Every label of a form and its fields, at any depth. */
function labels(fields: readonly Field[] = []): string[] {
  return fields.flatMap((field) => {
    const own = field.label ? [field.label] : [];
    const inner = "fields" in field && field.fields ? labels(field.fields as Field[]) : [];
    const item = "field" in field && field.field ? labels([field.field as Field]) : [];
    return [...own, ...inner, ...item];
  });
}

const forms = [...(config.collections ?? []), ...(config.singletons ?? [])] as {
  label?: string;
  fields?: Field[];
  files?: { label?: string; fields: Field[] }[];
}[];
const known = new Set([
  ...forms.flatMap((form) => [
    ...(form.label ? [form.label] : []),
    ...labels(form.fields),
    ...(form.files ?? []).flatMap((file) => [...(file.label ? [file.label] : []), ...labels(file.fields)]),
  ]),
  // The editor's own buttons and headings, which no configuration names.
  "Sign In Using Access Token",
  "Sign In",
  "Sign In with GitHub",
  "Work with Local Repository",
  "Sign Out",
  "Collections",
  "Files",
  "New",
  "Save",
  "Today",
  "Clear",
  "Browse",
  "Upload",
  "Insert",
  "Heading 2",
  // The publishing panel's (admin/publish-watch.ts).
  ...panelTitles(),
  ...Object.values(panelLabels),
]);

/** Whether the editor shows this name: as it is, as a label's start ("Show from"), or on its Add button. */
const shown = (name: string) =>
  known.has(name) ||
  [...known].some((label) => label.startsWith(`${name} (`)) ||
  (name.startsWith("Add ") && known.has(name.slice(4)));

describe("the office's guide", () => {
  it("names only collections, files, fields and buttons the editor has", () => {
    const prose = officePart.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
    const named = [...new Set([...prose.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!))];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((name) => !shown(name))).toEqual([]);
  });

  it("shows only screenshots the editor's test takes, and every one it takes", () => {
    const spec = readFileSync("tests/e2e/editor.spec.ts", "utf8");
    const taken = new Set([...spec.matchAll(/\bshot\("([\w-]+)"/g)].map((m) => m[1]!));
    const shown = new Set([...guide.matchAll(/\(images\/editor\/([\w-]+)\.png\)/g)].map((m) => m[1]!));
    const files = new Set(readdirSync("docs/images/editor").map((file) => file.replace(/\.png$/, "")));
    expect([...shown].sort()).toEqual([...taken].sort());
    expect([...files].sort()).toEqual([...taken].sort());
  });
});
