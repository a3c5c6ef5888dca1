/**
 * A result's snippet: whole words from the start of the sentence where the query's words first
 * appear in a section, with those words marked. A section's text keeps a line per block, so the
 * words of two blocks never run together: a line that ends without a stop is joined to the next
 * with a middle dot ("Sundays, 6:00 PM · Grades 7-12").
 */
import { termsOf } from "./search-words.ts";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** How many words a snippet shows, and how far it may reach to show the first matched word. */
const snippetWords = 28;
const longestSnippet = 56;

/** A word as a snippet cuts and marks it: "children's", "7-12" and "Sign-ups" are one. */
const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Where a sentence ends: a stop, then a space and a capital, a digit or a quotation mark, but not
 * after an initial or a title ("J. I. Packer", "the Rev. Harold Banks").
 */
const sentenceEnd =
  /(?<![\s.]\p{Lu}\.)(?<!^\p{Lu}\.)(?<!\b(?:Rev|Dr|Mr|Mrs|Ms|St|Mt|Jr|Sr|No|vs)\.)(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“])/u;
/** A sentence, not a link's or a card's words: it ends with a stop. */
const isSentence = (text: string) => /[.!?]["”)]?$/.test(text);

/** The section's sentences in order, from its lines: a line holds one or more sentences. */
export function sentencesOf(text: string): string[] {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // A sentence ends at a stop followed by a space and a capital, a digit or a quotation mark.
  return lines.flatMap((line, i) => {
    const sentences = line.split(sentenceEnd);
    const last = sentences.length - 1;
    // A line without a stop (a heading of a card, a time) reads on into the next with a dot.
    if (i < lines.length - 1 && !/[.!?:;,]$/.test(sentences[last]!)) sentences[last] += " ·";
    return sentences;
  });
}

/** Whether a word of the page is one the query matched (by its index term). */
const isMatch = (word: string, matched: ReadonlySet<string>) => termsOf(word).some((term) => matched.has(term));

/**
 * The snippet of `text` for the index terms a query matched: from the start of the first sentence
 * that holds one; when only a link's or a card's words hold one ("Register for Nursery"), from
 * the start of the text if the word is near enough to show, else from those words. About 28
 * words, cut only between words and marked "…" where cut.
 */
export function snippet(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const sentences = sentencesOf(text);
  const holds = (sentence: string) => (sentence.match(wordPattern) ?? []).some((word) => isMatch(word, matched));
  let start = sentences.findIndex((sentence) => isSentence(sentence) && holds(sentence));
  if (start < 0) {
    const first = sentences.findIndex(holds);
    const wordsBefore = sentences.slice(0, Math.max(first, 0)).join(" ").match(wordPattern)?.length ?? 0;
    start = first < 0 || wordsBefore + 8 <= longestSnippet ? 0 : first;
  }
  const from = sentences.slice(start).join(" ");
  const words = [...from.matchAll(wordPattern)];
  const firstMatch = words.findIndex((word) => isMatch(word[0], matched));
  const count = Math.min(longestSnippet, Math.max(snippetWords, firstMatch + 8));
  let shown = from;
  if (words.length > count) {
    const last = words[count - 1]!;
    const cut = from.slice(0, last.index + last[0].length);
    // Cut at the end of a sentence, the snippet ends with its stop; else with "…".
    shown = /^[.!?]/.test(from.slice(cut.length))
      ? `${cut}${from[cut.length]}`
      : `${cut.replace(/[\s,;:·–—-]+$/u, "")}…`;
  }
  return markWords(shown.replace(/\s·$/, ""), matched);
}

/** The text in parts, with each matched word a part of its own, marked. */
export function markWords(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const word of text.matchAll(wordPattern)) {
    if (!isMatch(word[0], matched)) continue;
    if (word.index > at) parts.push({ text: text.slice(at, word.index), marked: false });
    parts.push({ text: word[0], marked: true });
    at = word.index + word[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
