/**
 * A feature a church does not have yet, brought in as files to rewrite: its collection's files and
 * its page, as the church with every feature (tests/fixtures/full-church) writes them, with the
 * pictures they name, mended for this church (scripts/churches/mend.ts): a sign-up it does not
 * have becomes its registration service, a link to a page it lacks leads home, a fact it lacks
 * is said in words, the page takes a place in a section of its menu. `npm run add-feature` writes
 * them; the content check then says what the settings still need (a live stream's address).
 */
import { parse, stringify } from "yaml";
import { collections } from "../../content/collections.ts";
import type { Feature } from "../../content/features.ts";
import type { SiteConfig } from "../../content/schema/site-config.ts";
import { isPresent, mainPlace, readContentFiles } from "../../app/lib/content/content-files.ts";
import { baseName, type ContentTree } from "../../app/lib/content/content-tree.ts";
import type { Starter } from "./generate-church.ts";
import { factChecksOf, mended, mendedText, pageOf, pageText, mendContext, withServicesOf } from "./mend.ts";
import { seeded } from "./random.ts";

type Name = Exclude<keyof typeof collections, "pages">;
type Data = Record<string, unknown>;

/** The files of the starter a collection lives in, by path. */
function collectionPaths(tree: ContentTree, name: Name): string[] {
  const { source } = collections[name];
  if ("pages" in source) return [];
  const folders =
    "groups" in source
      ? [source.groups.folder, source.entries.folder]
      : "folder" in source
        ? [source.folder]
        : Object.values(source.fields ?? {}).flatMap((part) =>
            "groups" in part ? [part.groups.folder, part.entries.folder] : [part.folder],
          );
  return [...tree.keys()].filter(
    (path) => ("file" in source && path === source.file) || folders.some((folder) => path.startsWith(`${folder}/`)),
  );
}

/** Every picture a value names (an imgSrc, an image's src), at any depth. */
function pictures(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["imgSrc", "src"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => pictures(item));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([field, inner]) => pictures(inner, field));
}

export type AddedFeature = { ok: true; files: Map<string, string> } | { ok: false; problem: string };

/**
 * The files that bring `feature` into the church whose content is `tree` (and whose pictures are
 * `hasPicture`), from the starter; or why they cannot.
 */
export function featureFiles(
  feature: Feature,
  tree: ContentTree,
  hasPicture: (path: string) => boolean,
  starter: Starter,
  /** The church's content/spelling-words.txt, if it has one. */
  spelling = "",
): AddedFeature {
  const { collection, kind } = feature;
  if (collection && isPresent(tree, collections[collection].source))
    return {
      ok: false,
      problem: `${mainPlace(collections[collection].source)} is already there: the site has ${feature.name}`,
    };
  const church = readContentFiles(tree);
  const pages = (church.files.pages.data as { kind?: string }[] | undefined) ?? [];
  if (kind && pages.some((page) => page.kind === kind))
    return { ok: false, problem: `the site already has a page of kind "${kind}"` };

  const files = new Map<string, string>();
  for (const path of collection ? collectionPaths(starter.tree, collection) : [])
    files.set(path, starter.tree.get(path)!);
  const starterPages = [...starter.tree].filter(
    ([path, text]) => path.startsWith("content/pages/") && kind !== undefined && pageOf(text).front["kind"] === kind,
  );
  for (const [path, text] of starterPages) files.set(path, text);

  // What the church will have once the files are in, for the mending.
  const after = new Map([...tree, ...files]);
  const { files: afterFiles } = readContentFiles(after);
  const data = Object.fromEntries(
    (Object.keys(collections) as Name[]).flatMap((name) =>
      name === ("pages" as string) || afterFiles[name].absent ? [] : [[name, afterFiles[name].data]],
    ),
  ) as Partial<Record<Name, unknown>>;
  const context = mendContext(data, (afterFiles.pages.data as Data[] | undefined) ?? [], starter.facts, seeded(1));
  const site = data.siteConfig as SiteConfig;
  const menus = new Map(
    [...tree]
      .filter(([path]) => path.startsWith("content/menu/"))
      .map(([path, text]) => [baseName(path), parse(text) as Data]),
  );
  for (const [path, text] of files) {
    if (path.endsWith(".md")) {
      const page = pageOf(text);
      page.front = withServicesOf(mended(page.front, context) as Data, site);
      page.front["menu"] = placedIn(page.front["menu"], menus);
      if (page.front["menu"] === undefined) delete page.front["menu"];
      files.set(path, pageText({ ...page, body: mendedText(page.body, context) }));
    } else {
      const value = mended(parse(text), context);
      const checks = path === mainPlace(collections.factChecks.source);
      files.set(
        path,
        stringify(checks ? factChecksOf(value as { checks: { fact: string }[] }, [...context.facts]) : value, {
          lineWidth: 0,
        }),
      );
    }
  }
  for (const picture of [...files.values()].flatMap((text) =>
    pictures(parse(text.replace(/^---\n([\s\S]*?)\n---[\s\S]*$/, "$1"))),
  ))
    if (!hasPicture(picture) && starter.pictures.has(`content/images${picture}`))
      files.set(`content/images${picture}`, starter.pictures.get(`content/images${picture}`)!);
  const words = wordsUsed(starter.spelling, [...files.values()], spelling);
  if (words.length > 0)
    files.set(
      spellingFile,
      `${spelling.trimEnd()}${spelling.trim() ? "\n\n" : ""}# The words of ${feature.name} (npm run add-feature)\n${words.join("\n")}\n`,
    );
  return { ok: true, files };
}

/** The list of words the spell check accepts besides its dictionary. */
export const spellingFile = "content/spelling-words.txt";

/**
 * The words of the starter's list (names of its people and places, its own words) that the
 * added files use and the church's list lacks: the spell check then knows them, as it did for
 * the starter, until the office rewrites the files in the church's words.
 */
function wordsUsed(starterList: string, texts: readonly string[], churchList: string): string[] {
  const listed = (list: string) => list.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
  const known = new Set(listed(churchList).map((word) => word.trim()));
  const all = texts.join("\n");
  return listed(starterList)
    .map((word) => word.trim())
    .filter((word) => {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return !known.has(word) && new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(all);
    });
}

/**
 * A page's menu places, in sections the church's menu has: a section it lacks gives way to its
 * first section of links (not a single link of its own), a submenu it lacks to the section itself.
 */
function placedIn(menu: unknown, sections: ReadonlyMap<string, Data>): unknown {
  if (!Array.isArray(menu)) return menu;
  const lists = [...sections].filter(([, section]) => section["href"] === undefined).map(([id]) => id);
  const placed = (menu as Data[]).flatMap((place) => {
    const section = sections.has(String(place["section"])) ? String(place["section"]) : lists[0];
    if (!section || sections.get(section)!["href"] !== undefined) return [];
    const groups = ((sections.get(section)!["groups"] as { label: string }[] | undefined) ?? []).map((g) => g.label);
    const { group, ...rest } = place;
    return [{ ...rest, section, ...(typeof group === "string" && groups.includes(group) ? { group } : {}) }];
  });
  return placed.length > 0 ? placed : undefined;
}
