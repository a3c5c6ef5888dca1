// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readPageFile } from "./page-files";

const file = "content/pages/x.md";
const page = (front: string, body: string) => readPageFile(file, `---\n${front}\n---\n\n${body}`);

describe("a page file", () => {
  it("reads the front matter, the introduction and a ministry's sections of points, links and people", () => {
    const { page: read, problems } = page(
      "path: /x\nkind: ministry\ntitle: X",
      [
        "An opening paragraph.",
        "## Partners",
        "Who we work with.",
        "- [Mission](https://mission.example.org): shelter and meals",
        "## Committee",
        "- **Ann Lee**, _Chair_: plans the year",
        "- **Bo Park**",
        "## Points",
        "- one",
        "- two",
      ].join("\n\n"),
    );
    expect(problems).toEqual([]);
    expect(read!.data).toMatchObject({
      path: "/x",
      intro: ["An opening paragraph."],
      sections: [
        {
          heading: "Partners",
          paragraphs: ["Who we work with."],
          links: [{ title: "Mission", href: "https://mission.example.org", description: "shelter and meals" }],
        },
        {
          heading: "Committee",
          paragraphs: [],
          people: [
            { name: "Ann Lee", role: "Chair", description: "plans the year" },
            { name: "Bo Park", role: undefined, description: undefined },
          ],
        },
        { heading: "Points", paragraphs: [], list: ["one", "two"] },
      ],
    });
  });

  it("names the line of each mistake in the Markdown", () => {
    const { problems } = page(
      "path: /x\nkind: ministry\ntitle: X",
      "Intro with a [link](/y).\n\n## A\n\n- a point\n\nA paragraph after the list.\n\n### Deeper\n\n## B\n\n- **Bold** start of a point\n",
    );
    // The front matter takes lines 1 to 5; the Markdown starts after a blank line 6.
    expect(problems).toEqual([
      "content/pages/x.md:7: the introduction is plain text; links and **bold** go in the sections below",
      "content/pages/x.md:13: a paragraph after a list is shown above it: move it above the list, or start a new ## section",
      'content/pages/x.md:15: "### Deeper": a ministry page\'s sections start with ## and go one level deep',
      "content/pages/x.md:19: a point is plain text; a list of links starts each item with [Title](/page), of people with **Name**,",
    ]);
  });

  it("refuses sections on a kind that has none, and the Markdown's parts written as fields", () => {
    expect(page("path: /x\nkind: staff\ntitle: X", "Intro.\n\n## More\n").problems).toEqual([
      expect.stringMatching(/^content\/pages\/x\.md:9: a "staff" page shows only the paragraphs of its introduction/),
    ]);
    expect(page("path: /x\nkind: staff\nintro: [Hello]", "Intro.").problems).toEqual([
      'content/pages/x.md:4:8: "intro" is the page\'s Markdown below the front matter, not a field',
    ]);
  });

  it("reads a file saved with a byte-order mark, and names a YAML mistake in the front matter by its line", () => {
    expect(readPageFile(file, "\uFEFF---\npath: /x\n---\n\nIntro.\n").problems).toEqual([]);
    expect(page("path: /x\ntitle: [X", "Intro.").problems).toEqual([
      expect.stringMatching(/^content\/pages\/x\.md:[34]:\d+: /),
    ]);
  });
});
