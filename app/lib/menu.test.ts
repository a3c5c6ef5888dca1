// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { MenuSection } from "../../content/schema/navigation";
import { buildMenu, type MenuPage } from "./menu";

const links = {
  services: {
    registration: "https://c.example.org/r",
    giving: "https://c.example.org/g",
    calendar: "https://c.example.org/c",
    prayer: "https://c.example.org/p",
    contact: "https://c.example.org/k",
    videoChannel: "https://v.example.org",
  },
  signUps: new Map<string, string>(),
};
const sections: MenuSection[] = [
  { id: "live", label: "Live Stream", order: 1, href: "/livestream" },
  {
    id: "ministries",
    label: "Ministries",
    order: 2,
    groups: [{ label: "Adults", order: 2 }],
    links: [{ label: "Calendar", order: 3, service: "calendar" }],
  },
];
const page = (path: string, title: string, menu: MenuPage["menu"], showUntil?: string): MenuPage => ({
  path,
  title,
  menu,
  showUntil,
  file: `content/pages${path}.md`,
});

describe("the main menu", () => {
  it("puts each page and link at its place, submenus among them, and marks a seasonal page's last day", () => {
    const { navigation, problems } = buildMenu(
      sections,
      [
        page("/ministries_mens", "Men's Ministry", [{ section: "ministries", group: "Adults", order: 1 }]),
        page("/fall", "Fall Sign-ups", [{ section: "ministries", order: 1, label: "Fall" }], "2026-09-01"),
        page("/about_staff", "Staff", undefined),
      ],
      links,
    );
    expect(problems).toEqual([]);
    expect(navigation).toEqual([
      { label: "Live Stream", href: "/livestream" },
      {
        label: "Ministries",
        items: [
          { label: "Fall", href: "/fall", showUntil: "2026-09-01" },
          { label: "Adults", links: [{ label: "Men's Ministry", href: "/ministries_mens" }] },
          { label: "Calendar", href: "https://c.example.org/c" },
        ],
      },
    ]);
  });

  it("lets a submenu of seasonal pages only go with the last of them", () => {
    const { navigation } = buildMenu(
      sections,
      [
        page("/fall", "Fall", [{ section: "ministries", group: "Adults", order: 1 }], "2026-09-01"),
        page("/spring", "Spring", [{ section: "ministries", group: "Adults", order: 2 }], "2027-05-01"),
      ],
      links,
    );
    const ministries = navigation[1] as { items: { label: string; showUntil?: string }[] };
    expect(ministries.items.find((i) => i.label === "Adults")?.showUntil).toBe("2027-05-01");
  });

  it("names the page file of a place that is no section or submenu, or a single link", () => {
    const { problems } = buildMenu(
      sections,
      [
        page("/a", "A", [{ section: "about", order: 1 }]),
        page("/b", "B", [{ section: "ministries", group: "Youth", order: 1 }]),
        page("/c", "C", [{ section: "live", order: 2 }]),
      ],
      links,
    );
    expect(problems).toEqual([
      'content/pages/a.md: menu section "about" is not a file of content/menu (live, ministries)',
      'content/pages/b.md: "Youth" is not a submenu of content/menu/ministries.yaml (its groups: Adults)',
      'content/pages/c.md: menu section "live" is a single link (/livestream); it lists no pages',
    ]);
  });

  it("refuses a menu file's link to a page, which must list itself", () => {
    const withPageLink: MenuSection[] = [
      { ...sections[1]!, links: [{ label: "Men", order: 1, href: "/ministries_mens" }] },
    ];
    const { problems } = buildMenu(withPageLink, [page("/ministries_mens", "Men's Ministry", undefined)], links);
    expect(problems).toEqual([
      'content/menu/ministries.yaml: "Men" links to the page /ministries_mens, which lists itself: give it a menu place in its file, content/pages/ministries_mens.md',
    ]);
  });

  it("makes a top-level entry of a service (Give), and leaves it out when the settings give it no address", () => {
    const give: MenuSection = { id: "give", label: "Give", order: 3, service: "giving" };
    const { navigation, problems } = buildMenu([...sections, give], [], links);
    expect(problems).toEqual([]);
    expect(navigation.at(-1)).toEqual({ label: "Give", href: "https://c.example.org/g" });
    const without = buildMenu([...sections, give], [], { ...links, services: { contact: "https://c.example.org/k" } });
    expect(without.navigation.map((section) => section.label)).not.toContain("Give");
  });

  it("lists no page in an entry that is a single link to a service", () => {
    const give: MenuSection = { id: "give", label: "Give", order: 3, service: "giving" };
    const { problems } = buildMenu([give], [page("/give_more", "More", [{ section: "give", order: 1 }])], links);
    expect(problems).toEqual([
      'content/pages/give_more.md: menu section "give" is a single link (giving); it lists no pages',
    ]);
  });
});
