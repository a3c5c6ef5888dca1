/**
 * A long document (statement of faith, policy) as plain data: the one shape that both its web
 * page and its PDF are drawn from.
 */

/** A run of text inside a paragraph, list item or heading. */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

/** One block of a document. Headings carry an id so a section can be linked to. */
export type Block =
  | { type: "heading"; level: 2 | 3; id: string; text: string }
  | { type: "paragraph"; content: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "quote"; paragraphs: Inline[][] };

/** The plain text of some inline content, for headings, ids and search descriptions. */
export function plainText(content: readonly Inline[]): string {
  return content.map((run) => (run.type === "text" ? run.text : plainText(run.children))).join("");
}

/** Makes each id unique within a document by numbering repeats: faith, faith-2, faith-3. */
export function uniqueIds(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}-${count}`;
  });
}

/** The sections of a document, for its table of contents. */
export function sections(blocks: readonly Block[]): { id: string; text: string }[] {
  return blocks.flatMap((b) => (opensSection(b) ? [{ id: b.id, text: b.text }] : []));
}

/** Whether a block is a section's heading (second level), which the contents list and a section opens with. */
function opensSection(block: Block): block is Extract<Block, { type: "heading" }> {
  return block.type === "heading" && block.level === 2;
}

/** Blocks that belong together on a document's page: a section, or what comes before the first. */
export type BlockGroup = { section: boolean; blocks: Block[] };

/**
 * A document's blocks as its page groups them: those before the first section heading (not a
 * section), then each section heading with the blocks up to the next.
 */
export function sectionGroups(blocks: readonly Block[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const opens = opensSection(block);
    const last = groups.at(-1);
    if (opens || !last) groups.push({ section: opens, blocks: [block] });
    else last.blocks.push(block);
  }
  return groups;
}
