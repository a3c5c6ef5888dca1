/**
 * The entry a content file holds, as the editor's address the publishing panel opens, and the
 * page each collection's change is seen at: both read from the configuration the build makes.
 */
import { describe, expect, it } from "vitest";
import { collections } from "../content/collections.ts";
import { changedPages, editorConfig } from "./editor-config.ts";
import { entryAddress } from "./entry-address.ts";
import { changedPage } from "./publish-watch.ts";

const pages = [
  { file: "content/pages/home.md", kind: "home", title: "Home", path: "/" },
  { file: "content/pages/about-staff.md", kind: "staff", title: "Staff", path: "/about_staff" },
  { file: "content/pages/about-history.md", kind: "history", title: "History", path: "/about_history" },
  { file: "content/pages/fall.md", kind: "fall", title: "Fall", path: "/fall" },
] as const;
const config = editorConfig(collections, { repository: "church/site", branch: "main", title: "Site editor" }, pages);
const kinds: Record<string, string> = {
  "content/pages/ministries-mens.md": "ministry",
  "content/pages/about-bylaws.md": "document",
};
const address = (file: string) => entryAddress(config, file, (path) => kinds[path]);

describe("the editor's address of a content file's entry", () => {
  it("opens a single file, an entry of a folder, and a page in the collection of its kind", () => {
    expect(address("content/flash-banner.yaml")).toBe("#/collections/_singletons/entries/flashBanner");
    expect(address("content/staff/hannah-brooks.yaml")).toBe("#/collections/staff/entries/hannah-brooks");
    expect(address("content/staff-groups/deacons.yaml")).toBe("#/collections/staff-groups/entries/deacons");
    expect(address("content/fall-sections/adults.yaml")).toBe("#/collections/fall-sections/entries/adults");
    expect(address("content/pages/ministries-mens.md")).toBe("#/collections/ministry-pages/entries/ministries-mens");
    expect(address("content/pages/about-bylaws.md")).toBe("#/collections/document-pages/entries/about-bylaws");
    expect(address("content/pages/about-staff.md")).toBe("#/collections/site-pages/entries/page-about-staff");
  });

  it("is none for a file no form edits", () => {
    expect(address("content/spelling-words.txt")).toBeUndefined();
    expect(address("content/pages")).toBeUndefined();
  });
});

describe("the page a change is seen at", () => {
  it("names each file's and folder's page by its kind, and leaves pages to their own address", () => {
    const at = changedPages(collections, pages);
    const page = (file: string) => changedPage(at, file);
    expect(page("content/flash-banner.yaml")).toBe("/");
    expect(page("content/staff/hannah-brooks.yaml")).toBe("/about_staff");
    expect(page("content/staff-groups/deacons.yaml")).toBe("/about_staff");
    expect(page("content/history/1924-the-chapel-is-built.yaml")).toBe("/about_history");
    expect(page("content/fall.yaml")).toBe("/fall");
    expect(page("content/fall-sections/adults.yaml")).toBe("/fall");
    expect(page("content/staff-extra/x.yaml")).toBe("/");
    expect(Object.keys(at).some((path) => path.startsWith("content/pages"))).toBe(false);
    // Every form of the editor but the pages' has its page: each single file and each folder.
    const sources = [
      ...(config.singletons ?? []).flatMap((single) => ("file" in single ? [single.file] : [])),
      ...(config.collections ?? []).flatMap((collection) => ("folder" in collection ? [collection.folder] : [])),
    ].filter((path) => !path.startsWith("content/pages"));
    for (const path of sources) expect(at, path).toHaveProperty([path]);
  });
});
