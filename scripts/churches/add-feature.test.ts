// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkSite } from "../../app/lib/content/site-check.ts";
import { readContentTree } from "../../app/site/content-tree.server.ts";
import { projectPath } from "../../app/site/project-paths.server.ts";
import { features } from "../../content/features.ts";
import { featureFiles } from "./add-feature.ts";
import { withFeatureSettings } from "./feature-settings.ts";
import { readStarter } from "./starter.ts";

const starter = readStarter();
/** The church new-site makes: none of the optional features. */
const minimal = readContentTree(projectPath("tests/fixtures/minimal-church"));
const everyPicture = () => true;

describe("add-feature", () => {
  it("knows every optional collection and page kind by a name", () => {
    const names = features.map((feature) => feature.name);
    expect(names).toEqual(
      expect.arrayContaining(["conference", "staff", "fall", "education-plan", "sermons", "events"]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  for (const feature of features) {
    it(`brings ${feature.name} into the minimal church, which the content check then accepts`, () => {
      const added = featureFiles(feature, minimal, everyPicture, starter);
      if (["search", "visit"].includes(feature.name)) {
        // The minimal church has these pages already: nothing is written over them.
        expect(added).toEqual({ ok: false, problem: `the site already has a page of kind "${feature.name}"` });
        return;
      }
      expect(added.ok, added.ok ? "" : added.problem).toBe(true);
      if (!added.ok) return;
      const tree = withFeatureSettings(
        new Map([...minimal, ...[...added.files].filter(([path]) => /\.(ya?ml|md)$/.test(path))]),
        feature.name,
      );
      const result = checkSite(tree);
      expect(result.ok ? [] : result.problems).toEqual([]);
      // The feature is there: its page (when it has one) is in the registry.
      if (feature.kind && result.ok) expect(result.content.pages.map((page) => page.kind)).toContain(feature.kind);
    });
  }

  it("refuses a feature the church has, naming its file", () => {
    const conference = features.find((feature) => feature.name === "conference")!;
    const once = featureFiles(conference, minimal, everyPicture, starter);
    if (!once.ok) throw new Error(once.problem);
    const twice = featureFiles(conference, new Map([...minimal, ...once.files]), everyPicture, starter);
    expect(twice).toEqual({ ok: false, problem: "content/conference.yaml is already there: the site has conference" });
  });

  it("brings the pictures its files name that the church does not have", () => {
    const staff = features.find((feature) => feature.name === "staff")!;
    const added = featureFiles(staff, minimal, () => false, starter);
    if (!added.ok) throw new Error(added.problem);
    expect([...added.files.keys()]).toContain("content/images/staff/akessler.svg");
  });

  it("brings the names its files use into the church's spelling list, keeping what the list has", () => {
    const history = features.find((feature) => feature.name === "history")!;
    const added = featureFiles(history, minimal, everyPicture, starter);
    if (!added.ok) throw new Error(added.problem);
    expect(added.files.get("content/spelling-words.txt")).toBe(
      "# The words of history (npm run add-feature)\nKessler\nWhitcomb\n",
    );
    const own = "# Our words\nLlanfair\nWhitcomb\n";
    const again = featureFiles(history, minimal, everyPicture, starter, own);
    if (!again.ok) throw new Error(again.problem);
    expect(again.files.get("content/spelling-words.txt")).toBe(
      "# Our words\nLlanfair\nWhitcomb\n\n# The words of history (npm run add-feature)\nKessler\n",
    );
    // A feature whose files use none of them leaves the list alone.
    const search = featureFiles(
      features.find((feature) => feature.name === "events")!,
      minimal,
      everyPicture,
      starter,
    );
    expect(search.ok && search.files.has("content/spelling-words.txt")).toBe(false);
  });
});
