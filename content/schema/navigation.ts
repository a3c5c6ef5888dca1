import { z } from "zod";
import { href, text } from "./common.ts";

/** A link in the menu. */
export const navLinkSchema = z.strictObject({ label: text, href });

/** A submenu: a labelled list of links inside a menu section. */
export const navGroupSchema = z.strictObject({
  label: text,
  links: z.array(navLinkSchema).min(1, "must have at least one link"),
});

/** A top-level menu entry: either one link or a section of links and submenus. */
export const navSectionSchema = z.union([
  navLinkSchema,
  z.strictObject({
    label: text,
    items: z.array(z.union([navLinkSchema, navGroupSchema])).min(1, "must have at least one item"),
  }),
]);

export const navigationSchema = z.array(navSectionSchema).min(1, "must have at least one entry");

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type NavSection = z.infer<typeof navSectionSchema>;
