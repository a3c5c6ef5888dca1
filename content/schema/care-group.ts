import { z } from "zod";
import { text } from "./common.ts";

/** One care group. */
export const careGroupSchema = z.strictObject({
  /** Where it stands on the page, 1 first; no two groups share a number. */
  order: z.number().int().min(1),
  /** The group's name, such as "Orchard Valley". */
  name: text,
  /** Who leads it, such as "Mark and Laura Fitch". */
  leaders: text,
  /** Where its members live and where it meets, such as "North of Route 34, in the Fitch home". */
  area: text,
  /** What the group is like and what it does together, one string per paragraph. */
  description: z.array(text).min(1, "must have at least one paragraph"),
});

/** The care groups page's groups and their common schedule. */
export const careGroupsSchema = z.strictObject({
  /** When every group meets, such as "2nd and 4th Wednesdays". */
  when: text,
  /** The time as printed, such as "5:30 to 7:45 PM". */
  time: text,
  /** The months the groups meet, such as "September to June". */
  season: text,
  /** The groups, each a file of content/care-groups/, in the order of their `order`. */
  groups: z.array(careGroupSchema).min(1, "must list at least one group"),
});

export type CareGroups = z.infer<typeof careGroupsSchema>;
