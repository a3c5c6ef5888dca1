import { describe, expect, it } from "vitest";
import { sectionGroups, type Block } from "./document";

const heading = (level: 2 | 3, id: string): Block => ({ type: "heading", level, id, text: id });
const paragraph = (text: string): Block => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("sectionGroups", () => {
  it("keeps what comes before the first section apart, then gives each section heading what follows it", () => {
    const blocks = [
      paragraph("intro"),
      heading(2, "a"),
      paragraph("a1"),
      heading(3, "a-sub"),
      paragraph("a2"),
      heading(2, "b"),
    ];
    expect(sectionGroups(blocks)).toEqual([
      { section: false, blocks: [blocks[0]] },
      { section: true, blocks: blocks.slice(1, 5) },
      { section: true, blocks: [blocks[5]] },
    ]);
  });

  it("has no group before a document that opens with a section, and one group for a document without any", () => {
    expect(sectionGroups([heading(2, "a"), paragraph("a1")])).toEqual([
      { section: true, blocks: [heading(2, "a"), paragraph("a1")] },
    ]);
    expect(sectionGroups([paragraph("x"), paragraph("y")])).toEqual([
      { section: false, blocks: [paragraph("x"), paragraph("y")] },
    ]);
    expect(sectionGroups([])).toEqual([]);
  });
});
