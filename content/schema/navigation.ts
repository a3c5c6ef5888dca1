import { z } from "zod";
import { hrefOrService, serviceName } from "./action.ts";
import { href, text } from "./common.ts";

const place = z.number().int().min(1);

/** A link of a menu section that is not a page of this site (pages list themselves in their front matter). */
const menuLinkSchema = z
  .strictObject({
    label: text,
    order: place.describe("Its place among the section's (or submenu's) links, 1 first."),
    group: text.optional().describe("The submenu it is in, by its label; leave out for the section itself."),
    href: href.optional().describe("Where it leads: an anchor of a page (/#services) or another site."),
    service: serviceName
      .optional()
      .describe("Or a page of the church-management service, whose address is in the site config."),
  })
  .refine(...hrefOrService);

/**
 * One top-level entry of the main menu, a file of content/menu: either one link (`href`) or a
 * section whose links are the pages that name it in their `menu`, its submenus (`groups`) and
 * its own `links` to places that are not pages, all in the order of their `order`.
 */
export const menuSectionSchema = z
  .strictObject({
    id: z
      .string()
      .describe("The file's name without .yaml, which pages use to place themselves: filled in by the build."),
    label: text,
    order: place.describe("Its place in the menu bar, 1 first."),
    href: href.optional().describe("For an entry that is a single link, such as Live Stream."),
    service: serviceName
      .optional()
      .describe(
        "Or, for an entry that is a single link to a page of the church-management service (Give: giving), the service, whose address is in the site config.",
      ),
    groups: z
      .array(z.strictObject({ label: text, order: place }))
      .optional()
      .describe("Submenus, each placed among the section's links by its order."),
    links: z
      .array(menuLinkSchema)
      .optional()
      .describe("Links that are not pages of this site: an anchor of a page, the church-management service."),
  })
  .superRefine((s, ctx) => {
    const single = s.href ? "href" : s.service ? "service" : undefined;
    if (s.href && s.service)
      ctx.addIssue({
        code: "custom",
        path: ["service"],
        message: "a menu entry that is one link has an href or a service, not both",
      });
    else if (single && (s.groups || s.links))
      ctx.addIssue({
        code: "custom",
        path: [single],
        message: `a menu entry is either one link (${single}) or a section with groups and links, not both`,
      });
  });

export type MenuSection = z.infer<typeof menuSectionSchema>;

/** A link in the menu, as the header draws it. */
export interface NavLink {
  label: string;
  href: string;
  /** The last day the page it leads to is shown (YYYY-MM-DD); the link goes with it. */
  showUntil?: string;
}

/** A submenu: a labelled list of links inside a menu section. */
export interface NavGroup {
  label: string;
  links: NavLink[];
  /** When every link is to a seasonal page: the last of their last days, after which the submenu goes too. */
  showUntil?: string;
}

/** A top-level menu entry: either one link or a section of links and submenus. */
export type NavSection = NavLink | { label: string; items: (NavLink | NavGroup)[] };
