import { describe, expect, it } from "vitest";
import { createSiteSearch } from "./search-engine";
import type { SearchIndexFile } from "./search-index-file";

const file: SearchIndexFile = {
  pages: [
    { path: "/visit", title: "Plan Your Visit", description: "Your first Sunday: when to come and where to park." },
    { path: "/membership", title: "Membership & Baptism", description: "The steps to baptism and membership." },
    { path: "/conference", title: "Missions Conference", description: "Each October, missionaries visit." },
    { path: "/history", title: "Our History", description: "A century in the valley." },
  ],
  sections: [
    { page: 0, text: "We would love to welcome you." },
    { page: 0, heading: "Children", anchor: "children", text: "A staffed nursery cares for children through age 3." },
    {
      page: 0,
      heading: "Getting in",
      text: "An elevator reaches the classrooms upstairs.\nThe doors open at a button.",
    },
    { page: 1, text: "Baptism is the first step of obedience for every believer." },
    { page: 1, heading: "Be baptized", text: "Baptisms take place during the Sunday service." },
    { page: 2, heading: "Register", text: "Register for the conference", hideAt: Date.parse("2027-10-19T04:00:00Z") },
    { page: 2, heading: "Schedule", text: "Sunday evening and Monday, with a shared meal." },
    { page: 3, heading: "1910", text: "By Christmas forty children were attending. Christ was preached." },
  ],
  synonyms: [{ word: "kids", alsoFinds: ["children", "nursery"] }],
};

const before = Date.parse("2027-10-18T12:00:00Z");
const after = Date.parse("2027-10-20T12:00:00Z");
const paths = (hits: { path: string }[]) => hits.map((hit) => hit.path);
/** The engine, answering with its hits only. */
async function createSearch(index: SearchIndexFile) {
  const engine = await createSiteSearch(index);
  return { find: (query: string, now: number) => engine.search(query, now).hits };
}

describe("the site search", () => {
  it("lists each page once, under the section that answers best, linked to that section", async () => {
    const search = await createSearch(file);
    const [hit] = search.find("nursery", before);
    expect(hit).toMatchObject({
      path: "/visit",
      title: "Plan Your Visit",
      heading: "Children",
      href: "/visit#children",
    });
    expect(hit!.snippet).toContainEqual({ text: "nursery", marked: true });
    // A section without an id links to the page.
    expect(search.find("elevator", before)[0]).toMatchObject({ heading: "Getting in", href: "/visit" });
  });

  it("puts the page a word is about first, at its top", async () => {
    const hits = (await createSearch(file)).find("baptism", before);
    expect(hits[0]).toMatchObject({ path: "/membership", href: "/membership" });
    expect(hits[0]).not.toHaveProperty("heading");
    expect(paths(hits)).toEqual(["/membership"]);
  });

  it("forgives a typo in a word the site does not have, but takes a word it has as meant", async () => {
    const search = await createSearch(file);
    expect(paths(search.find("bapism", before))[0]).toBe("/membership");
    expect(paths(search.find("elevater", before))).toEqual(["/visit"]);
    // "christmas" is on the site: it does not also find "Christ" as a misspelling.
    const christmas = search.find("christmas", before)[0]!;
    expect(christmas.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(["Christmas"]);
  });

  it("finds a word cut short while typing, and not once the word is finished", async () => {
    const search = await createSearch(file);
    expect(paths(search.find("eleva", before))).toEqual(["/visit"]);
    expect(search.find("eleva ", before)).toEqual([]);
    // A query sent (Enter, or an address with ?q=) is finished.
    const engine = await createSiteSearch(file);
    expect(engine.search("eleva", before, { typing: false }).hits).toEqual([]);
  });

  it("adds the office's synonyms: kids finds the children and the nursery", async () => {
    const search = await createSearch(file);
    expect(paths(search.find("kids", before))[0]).toBe("/visit");
    expect(search.find("kids", before)[0]!.snippet).toContainEqual({ text: "children", marked: true });
    // A synonym's words are taken as written: "giving" does not also find "living".
    const giving = await createSearch({
      ...file,
      sections: [...file.sections, { page: 3, heading: "Life", text: "Christian living." }],
      synonyms: [{ word: "tithe", alsoFinds: ["giving"] }],
    });
    expect(giving.find("tithe", before)).toEqual([]);
  });

  it("stops finding a dated notice's text when the page stops showing it", async () => {
    const search = await createSearch(file);
    expect(search.find("register", before)[0]).toMatchObject({ path: "/conference", heading: "Register" });
    expect(search.find("register", after)).toEqual([]);
  });

  it("counts every page that answers, and makes snippets for the pages shown only", async () => {
    const engine = await createSiteSearch(file);
    const all = engine.search("children", before);
    expect(all.count).toBe(2);
    expect(engine.search("children", before, { shown: 1 })).toEqual({ count: 2, hits: [all.hits[0]] });
  });

  it("finds nothing for a query of little words or none", async () => {
    const search = await createSearch(file);
    expect(search.find("what is the", before)).toEqual([]);
    expect(search.find("  ", before)).toEqual([]);
  });
});
