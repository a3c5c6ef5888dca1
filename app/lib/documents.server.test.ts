// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDocuments } from "./documents.server";

const dir = mkdtempSync(join(tmpdir(), "documents-"));
writeFileSync(
  join(dir, "good.md"),
  "## Gifts\n\nSee [the staff](/about_staff) and [elsewhere](https://example.org).\n",
);
writeFileSync(
  join(dir, "links.md"),
  "## Links\n\nA [gone page](/about_gone).\n\nAn [insecure site](http://example.org).\n",
);
writeFileSync(join(dir, "html.md"), "## Fine\n\nText\n\n<iframe src=x></iframe>\n");

const entry = (path: string, source: string, pdf: string) => ({
  path,
  source,
  pdf,
  adopted: "2020-01-01",
  tableOfContents: false,
});
const options = { dir, pagePaths: ["/about_pom", "/about_staff"], knownPaths: ["/about_pom", "/about_staff"] };

describe("loadDocuments", () => {
  it("parses each document and gives its PDF address", () => {
    const { documents, problems } = loadDocuments([entry("/about_pom", "good.md", "pom.pdf")], options);
    expect(problems).toEqual([]);
    expect(documents[0]).toMatchObject({ path: "/about_pom", pdfHref: "/docs/pom.pdf" });
    expect(documents[0]!.blocks[0]).toEqual({ type: "heading", level: 2, id: "gifts", text: "Gifts" });
  });

  it("names the file, the entry and the field of each problem", () => {
    const { problems } = loadDocuments(
      [
        entry("/about_pom", "missing.md", "a.pdf"),
        entry("/about_nowhere", "good.md", "a.pdf"),
        entry("/about_staff", "links.md", "b.pdf"),
        entry("/about_pom", "html.md", "c.pdf"),
      ],
      options,
    );
    expect(problems).toEqual([
      'content/documents.ts: /about_pom: field "source" names content/documents/missing.md, which does not exist',
      'content/documents.ts: /about_nowhere: field "path" "/about_nowhere" is not a page of this site',
      'content/documents.ts: /about_nowhere: field "pdf" "a.pdf" is already used by /about_pom',
      'content/documents/links.md: line 3: link "/about_gone" is not a page of this site',
      'content/documents/links.md: line 5: link "http://example.org" must be a page of this site (/about_staff) or a full https:// address',
      'content/documents.ts: /about_pom: field "path" "/about_pom" is already used by /about_pom',
      expect.stringMatching(/^content\/documents\/html\.md: line 5: raw HTML/),
    ]);
  });
});
