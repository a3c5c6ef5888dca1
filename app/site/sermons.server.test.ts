// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { features } from "../../content/features";
import { featureFiles } from "../../scripts/churches/add-feature";
import { readStarter } from "../../scripts/churches/starter";
import { readContentTree } from "./content-tree.server";
import { getContent, peopleWithBiography } from "./content.server";
import { latestSermons, sermonsBy, sermonsToShow } from "./sermons.server";

/**
 * The minimal church with staff added as an adopter adds them (npm run add-feature staff): its
 * biographies and no sermons page, so no sermons (issue 91: the build stopped with a TypeError on
 * the first biography).
 */
const root = mkdtempSync(join(tmpdir(), "staff-no-sermons-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const minimal = readContentTree("tests/fixtures/minimal-church");
// Its pictures come with it: the minimal church has none of them.
const added = featureFiles(
  features.find((f) => f.name === "staff")!,
  minimal,
  () => false,
  readStarter(),
);
if (!added.ok) throw new Error(added.problem);
for (const [path, text] of [...minimal, ...added.files]) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
cpSync("tests/fixtures/minimal-church/content/images", join(root, "content/images"), { recursive: true });

describe("a church with biographies and no sermons page", () => {
  it("shows no sermons on a biography, and no link to a sermons page", () => {
    const content = getContent(root);
    expect(content.pages.some((page) => page.kind === "sermons")).toBe(false);
    const people = peopleWithBiography(content);
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      const shown = sermonsToShow(
        sermonsBy(person.about!.sermonSpeaker ?? person.firstName, 5),
        `/about_${person.about!.url}`,
      );
      expect(shown).toMatchObject({ views: [], jsonLd: [] });
    }
    expect(latestSermons(12)).toEqual([]);
  });
});
