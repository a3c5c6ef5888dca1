/**
 * Places in a list: a new entry saved without one gets the next free place of its list (of its
 * group, for the staff), the one the build's sentence names when two entries share a place.
 * Which folders have places, and which field holds the group, is the content manifest's
 * (content/collections.ts): no folder is named here.
 */
import { parse } from "yaml";
import { collections, type Collection, type FolderSource, type GroupedSource } from "../content/collections.ts";
import { filesIn, type ContentTree } from "../app/lib/content/content-tree.ts";
import { freePlace } from "../app/lib/content/yaml-content.ts";

/** A folder whose entries each have a place of their own, in a group when `groupField` is given. */
export interface PlaceRule {
  folder: string;
  field: string;
  groupField?: string;
}

/** Every folder of the manifest whose places are unique. */
export function placeRules(manifest: Record<string, Collection> = collections): PlaceRule[] {
  const fromSource = (source: FolderSource | GroupedSource): PlaceRule[] => {
    if ("groups" in source) {
      const { groups, entries } = source;
      return [
        ...(groups.order.unique ? [{ folder: groups.folder, field: groups.order.by }] : []),
        ...(entries.order.unique
          ? [{ folder: entries.folder, field: entries.order.by, groupField: entries.groupField }]
          : []),
      ];
    }
    const { folder, order } = source;
    return order.unique && typeof order.by === "string" ? [{ folder, field: order.by }] : [];
  };
  return Object.values(manifest).flatMap(({ source }) => {
    if ("pages" in source) return [];
    if ("file" in source) return Object.values(source.fields ?? {}).flatMap(fromSource);
    return fromSource(source);
  });
}

/** The rule of the folder a file is in, if its entries have places. */
export const placeRuleOf = (file: string, rules = placeRules()) =>
  rules.find((rule) => file.startsWith(`${rule.folder}/`) && !file.slice(rule.folder.length + 1).includes("/"));

/** The next free place of the list (of the entry's group), among the other files of its folder. */
export function nextPlace(
  repository: ContentTree,
  rule: PlaceRule,
  entry: Record<string, unknown>,
  file: string,
): number {
  const places = filesIn(repository, rule.folder, [".yaml", ".yml"])
    .filter((other) => other !== file)
    .map((other) => parse(repository.get(other)!) as Record<string, unknown> | null)
    .filter((data) => !rule.groupField || data?.[rule.groupField] === entry[rule.groupField])
    .map((data) => data?.[rule.field])
    .filter((place): place is number => typeof place === "number");
  return freePlace(places);
}
