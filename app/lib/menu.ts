import type { Action } from "../../content/schema/action.ts";
import type { MenuSection, NavGroup, NavLink, NavSection } from "../../content/schema/navigation.ts";
import type { PageEntry } from "../../content/schema/page.ts";
import { resolveActions, type ActionLinks } from "./actions.ts";

/** What the menu needs of a page: where it lists itself, and until when. */
export type MenuPage = Pick<PageEntry, "path" | "title" | "menu" | "showUntil"> & { file: string };

type Placed = { order: number; item: NavLink | NavGroup };

/**
 * The main menu from its section files and the pages that place themselves in it. Each section's
 * links, pages and submenus are sorted by their order; a place that names no section or submenu
 * is a problem, named by the page's file.
 */
export function buildMenu(
  sections: readonly MenuSection[],
  pages: readonly MenuPage[],
  links: ActionLinks,
): { navigation: NavSection[]; problems: string[] } {
  const problems: string[] = [];
  const ids = sections.map((s) => s.id).join(", ");
  const placed = new Map(sections.map((s) => [s.id, { top: [] as Placed[], groups: new Map<string, Placed[]>() }]));
  for (const section of sections) {
    for (const group of section.groups ?? []) placed.get(section.id)!.groups.set(group.label, []);
    for (const link of section.links ?? []) {
      const file = `content/menu/${section.id}.yaml`;
      // A page lists itself (its `menu` field), so that its menu link goes with it when it ends.
      if (link.href && pages.some((page) => page.path === link.href)) {
        problems.push(
          `${file}: "${link.label}" links to the page ${link.href}, which lists itself: give it a menu place in its file, ${pages.find((page) => page.path === link.href)!.file}`,
        );
        continue;
      }
      // A service the site config gives no address (a church without a video channel): the content check names it.
      if (link.service && !links.services[link.service]) continue;
      const [resolved] = resolveActions([link as Action], links);
      place(section.id, link.group, link.order, resolved!, file);
    }
  }
  for (const page of pages) {
    for (const spot of page.menu ?? []) {
      const link: NavLink = { label: spot.label ?? page.title, href: page.path };
      if (page.showUntil) link.showUntil = page.showUntil;
      place(spot.section, spot.group, spot.order, link, page.file);
    }
  }

  function place(id: string, group: string | undefined, order: number, link: NavLink, file: string) {
    const section = placed.get(id);
    if (!section) return problems.push(`${file}: menu section "${id}" is not a file of content/menu (${ids})`);
    const entry = sections.find((s) => s.id === id);
    const single = entry?.href ?? entry?.service;
    if (single) return problems.push(`${file}: menu section "${id}" is a single link (${single}); it lists no pages`);
    if (group === undefined) return section.top.push({ order, item: link });
    const list = section.groups.get(group);
    if (!list) {
      const known = [...section.groups.keys()].join(", ") || "none";
      return problems.push(`${file}: "${group}" is not a submenu of content/menu/${id}.yaml (its groups: ${known})`);
    }
    list.push({ order, item: link });
  }

  const byOrder = (a: Placed, b: Placed) => a.order - b.order;
  const navigation = [...sections]
    .sort((a, b) => a.order - b.order)
    .flatMap((section): NavSection[] => {
      if (section.href) return [{ label: section.label, href: section.href }];
      // A single link to a service (Give) the settings give no address: the content check names it.
      if (section.service) {
        const address = links.services[section.service];
        return address ? [{ label: section.label, href: address }] : [];
      }
      const { top, groups } = placed.get(section.id)!;
      const submenus = (section.groups ?? []).flatMap((group): Placed[] => {
        const links = groups
          .get(group.label)!
          .sort(byOrder)
          .map((p) => p.item as NavLink);
        if (links.length === 0) return [];
        // A submenu of seasonal pages only goes with the last of them.
        const days = links.map((link) => link.showUntil ?? "");
        const submenu: NavGroup = { label: group.label, links };
        if (days.every(Boolean)) submenu.showUntil = days.sort().at(-1);
        return [{ order: group.order, item: submenu }];
      });
      const items = [...top, ...submenus].sort(byOrder).map((p) => p.item);
      return items.length > 0 ? [{ label: section.label, items }] : [];
    });
  return { navigation, problems };
}
