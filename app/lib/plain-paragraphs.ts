/**
 * A feed's description (an event's, a sermon's) as plain paragraphs: feeds may send HTML, which is
 * never shown as HTML here; its tags go (a script's or a style's content with them), its
 * paragraphs and line breaks stay, its entities are read. One pass over the text, whatever it
 * holds: a description is the feed's to write, and a regular expression that looks ahead for a
 * tag's end from every "<" takes minutes over a few hundred kilobytes of them.
 */
const named: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  ndash: "–",
  mdash: "—",
  hellip: "…",
};

const character = (code: number) => (code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "");

/** Tags that end a line of text: a line break, and the end of a paragraph, a block or an item. */
const breaking = /^(br|\/p|\/div|\/li|\/h\d)$/;

/** The text with its tags taken out: a tag that ends a line becomes a line break. */
function withoutTags(text: string): string {
  let out = "";
  let at = 0;
  /** Where a script's or a style's end was last looked for and not found: not looked for again. */
  const noEnd: Record<string, boolean> = {};
  while (at < text.length) {
    const open = text.indexOf("<", at);
    const close = open === -1 ? -1 : text.indexOf(">", open + 1);
    // No tag left (no "<", or no ">" after it, nor after any later "<"): the rest is text.
    if (close === -1) return out + text.slice(at);
    out += text.slice(at, open);
    const name = /^\s*(\/?)\s*([a-z][a-z0-9]*)/i.exec(text.slice(open + 1, close));
    const tag = name ? `${name[1]}${name[2]!.toLowerCase()}` : "";
    at = close + 1;
    if (breaking.test(tag)) out += "\n";
    else if ((tag === "script" || tag === "style") && !noEnd[tag]) {
      const end = new RegExp(`<\\/\\s*${tag}\\s*>`, "gi");
      end.lastIndex = at;
      if (end.exec(text)) at = end.lastIndex;
      else noEnd[tag] = true;
    }
  }
  return out;
}

export function plainParagraphs(text: string | undefined): string[] {
  if (!text) return [];
  const plain = withoutTags(text)
    .replace(/&#x([0-9a-f]{1,8});/gi, (_, hex: string) => character(parseInt(hex, 16)))
    .replace(/&#(\d{1,8});/g, (_, decimal: string) => character(Number(decimal)))
    .replace(/&([a-z]{1,8});/gi, (entity, name: string) => named[name.toLowerCase()] ?? entity);
  return plain
    .split(/\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
