import { describe, expect, it } from "vitest";
import { siteMap } from "./site-map";

const pages = [
  { path: "/livestream", title: "Live Stream", description: "Watch live." },
  { path: "/about_staff", title: "Staff & Leadership", description: "Who we are." },
  { path: "/ministries_mens", title: "Men's Ministry", description: "Men of the church." },
  { path: "/fall", title: "Fall Ministries", description: "Fall classes." },
];

describe("the site map", () => {
  it("lists every page as the menu groups it, with its description, and the others under More pages", () => {
    const sections = siteMap(
      [
        { label: "Live Stream", href: "/livestream" },
        {
          label: "About Us",
          items: [
            { label: "Staff", href: "/about_staff" },
            { label: "Calendar", href: "https://c.example.org/c" },
            { label: "Adults", links: [{ label: "Men", href: "/ministries_mens" }] },
          ],
        },
      ],
      pages,
    );
    expect(sections).toEqual([
      {
        label: "Live Stream",
        id: "pages-live-stream",
        groups: [{ entries: [{ label: "Live Stream", href: "/livestream", description: "Watch live." }] }],
      },
      {
        label: "About Us",
        id: "pages-about-us",
        groups: [
          {
            entries: [
              { label: "Staff", href: "/about_staff", description: "Who we are." },
              { label: "Calendar", href: "https://c.example.org/c" },
            ],
          },
          { label: "Adults", entries: [{ label: "Men", href: "/ministries_mens", description: "Men of the church." }] },
        ],
      },
      {
        label: "More pages",
        id: "pages-more-pages",
        groups: [{ entries: [{ label: "Fall Ministries", href: "/fall", description: "Fall classes." }] }],
      },
    ]);
  });
});
