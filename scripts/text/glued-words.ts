/**
 * Words that run together when a page is read without its styles (reader modes, text browsers,
 * search snippets): two inline elements, or an element and text, side by side with no space or
 * punctuation between them, such as "Knowing God" then "by J. I. Packer" read as "Knowing Godby".
 * Block elements (paragraphs, list items, headings, table cells...) break the text and never glue.
 */
import { blockElements as blocks, unreadElements as skipped } from "./elements.ts";

const word = /[\p{L}\p{N}]/u;

/** Each place under `root` where the text before an element boundary and the text after it join into one word, as "before|after". */
export function gluedWords(root: Node): string[] {
  const found: string[] = [];
  let line = "";
  let crossed = false;
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) {
        const text = child.textContent ?? "";
        if (!text) continue;
        if (crossed && word.test(line.at(-1) ?? "") && word.test(text[0]!))
          found.push(`${line.slice(-24).trimStart()}|${text.slice(0, 24).trimEnd()}`);
        line += text;
        crossed = false;
      } else if (child.nodeType === child.ELEMENT_NODE) {
        const name = (child as Element).localName;
        if (skipped.has(name)) continue;
        if (blocks.has(name)) line = "";
        crossed = true;
        visit(child);
        if (blocks.has(name)) line = "";
        crossed = true;
      }
    }
  };
  visit(root);
  return found;
}
