import type { NavGroup, NavLink, NavSection } from "../../content/schema/navigation.ts";

/** A page as the site map lists it. */
export interface SiteMapEntry {
  label: string;
  href: string;
  description?: string;
}

/** A section of the site map: a menu section, its links and its submenus' links in menu order. */
export interface SiteMapSection {
  label: string;
  /** The anchor of its heading, such as "pages-about-us". */
  id: string;
  groups: { label?: string; entries: SiteMapEntry[] }[];
}

const anchor = (label: string) =>
  `pages-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/**
 * Every page, grouped as in the main menu and in its order, each with its description; the
 * pages the menu does not list (a biography, a seasonal page) follow under "More pages". It is
 * what /search shows without JavaScript, and beside a search that found nothing.
 */
export function siteMap(
  navigation: readonly NavSection[],
  pages: readonly { path: string; title: string; description: string }[],
): SiteMapSection[] {
  const described = new Map(pages.map((page) => [page.path, page.description]));
  const listed = new Set<string>();
  const entry = ({ label, href }: NavLink): SiteMapEntry => {
    listed.add(href);
    const description = described.get(href);
    return description ? { label, href, description } : { label, href };
  };
  const sections: SiteMapSection[] = navigation.map((section) => {
    if (!("items" in section))
      return { label: section.label, id: anchor(section.label), groups: [{ entries: [entry(section)] }] };
    const groups: SiteMapSection["groups"] = [];
    for (const item of section.items) {
      if ("links" in item) groups.push({ label: (item as NavGroup).label, entries: item.links.map(entry) });
      else if (groups.length > 0 && groups.at(-1)!.label === undefined) groups.at(-1)!.entries.push(entry(item));
      else groups.push({ entries: [entry(item)] });
    }
    return { label: section.label, id: anchor(section.label), groups };
  });
  const rest = pages.filter((page) => !listed.has(page.path));
  if (rest.length > 0)
    sections.push({
      label: "More pages",
      id: anchor("More pages"),
      groups: [
        { entries: rest.map((page) => ({ label: page.title, href: page.path, description: page.description })) },
      ],
    });
  return sections;
}
