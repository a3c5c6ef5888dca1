import { z } from "zod";
import { text } from "./common.ts";

/** One care group. */
export const careGroupSchema = z.strictObject({
  order: z.number().int().min(1).describe("Where it stands on the page, 1 first; no two groups share a number."),
  name: text.describe('The group\'s name, such as "Riverside".'),
  leaders: text.describe('Who leads it, such as "Sam and Ruth Okoye".'),
  area: text.describe('Where its members live and where it meets, such as "East of the river, in the Okoye home".'),
  description: z
    .array(text)
    .min(1, "must have at least one paragraph")
    .describe("What the group is like and what it does together, one string per paragraph."),
});

/** The care groups page's groups and their common schedule. */
export const careGroupsSchema = z.strictObject({
  when: text.describe('When every group meets, such as "2nd and 4th Wednesdays".'),
  time: text.describe('The time as printed, such as "5:30 to 7:45 PM".'),
  season: text.describe('The months the groups meet, such as "September to June".'),
  groups: z
    .array(careGroupSchema)
    .min(1, "must list at least one group")
    .describe("The groups, each a file of content/care-groups/, in the order of their `order`."),
});

export type CareGroups = z.infer<typeof careGroupsSchema>;
