import { describe, expect, it } from "vitest";
import { sections } from "../document";
import { parseMarkdownDocument } from "./markdown-document";

describe("parseMarkdownDocument", () => {
  it("turns headings, paragraphs, lists and quotes into blocks", () => {
    const { blocks, problems } = parseMarkdownDocument(
      [
        "## The Holy Scriptures",
        "",
        "We believe the **whole** Bible is",
        "*God's* Word; see [our history](/about_history).",
        "",
        "1. First",
        "2. Second",
        "",
        "- one",
        "- two",
        "",
        "> Quoted & kept",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: "heading", level: 2, id: "the-holy-scriptures", text: "The Holy Scriptures" },
      {
        type: "paragraph",
        content: [
          { type: "text", text: "We believe the " },
          { type: "strong", children: [{ type: "text", text: "whole" }] },
          { type: "text", text: " Bible is " },
          { type: "em", children: [{ type: "text", text: "God's" }] },
          { type: "text", text: " Word; see " },
          { type: "link", href: "/about_history", children: [{ type: "text", text: "our history" }] },
          { type: "text", text: "." },
        ],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "First" }], [{ type: "text", text: "Second" }]] },
      { type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]] },
      { type: "quote", paragraphs: [[{ type: "text", text: "Quoted & kept" }]] },
    ]);
  });

  it("gives every heading a unique id and lists the sections", () => {
    const { blocks } = parseMarkdownDocument("## God’s Word\n\nx\n\n### Détails\n\ny\n\n## God's Word\n\nz");
    expect(blocks.filter((b) => b.type === "heading").map((b) => b.id)).toEqual([
      "gods-word",
      "details",
      "gods-word-2",
    ]);
    expect(sections(blocks)).toEqual([
      { id: "gods-word", text: "God’s Word" },
      { id: "gods-word-2", text: "God's Word" },
    ]);
  });

  it("collects links with their lines", () => {
    const { links } = parseMarkdownDocument("## A\n\nSee [x](/about_pom).\n\nAnd [y](https://example.org/y).");
    expect(links).toEqual([
      { href: "/about_pom", line: 3 },
      { href: "https://example.org/y", line: 5 },
    ]);
  });

  it("reports what it cannot show, with the line it is on", () => {
    const { problems } = parseMarkdownDocument(
      [
        "# Title",
        "",
        "Text",
        "",
        "<script>alert(1)</script>",
        "",
        "#### Deep",
        "",
        "![pic](a.png)",
        "",
        "- a",
        "  - nested",
      ].join("\n"),
    );
    expect(problems).toEqual([
      { line: 1, message: expect.stringContaining("the page title is the front matter") },
      { line: 5, message: expect.stringContaining("raw HTML") },
      { line: 7, message: expect.stringContaining("two levels deep") },
      { line: 9, message: expect.stringContaining("an image") },
      { line: 11, message: expect.stringContaining("lists may not be nested") },
    ]);
  });

  it("reports an empty document", () => {
    expect(parseMarkdownDocument("\n\n").problems).toEqual([{ line: 1, message: "the document is empty" }]);
  });
});
