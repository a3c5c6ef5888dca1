/**
 * Passages of the Bible as sermon feeds write them ("Romans 8:1-17", "Rom. 8", "1 Cor 13",
 * "Ps 23:1–6; 24"), read into one form: the book, its first chapter, and a label the site shows
 * and the search finds ("Romans 8:1–17", "1 Corinthians 13", "Psalm 23").
 */
import { bookForms, type BibleBook } from "./bible-books.ts";

export interface Passage {
  /** The book's name: "1 Corinthians", "Psalms". */
  book: string;
  chapter: number;
  /** "Romans 8:1–17", "1 Corinthians 13", "Psalm 23", "Jude 3". */
  label: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const forms = bookForms.map(({ form }) => escape(form).replace(/ /g, "\\s*")).join("|");
/** A book, then a chapter, then perhaps verses and a range ("8:1-17", "8-9", "8:28-9:5"). */
const reference = new RegExp(
  `(?<![\\p{L}\\d])(${forms})(\\.?)\\s*(\\d{1,3})(?::(\\d{1,3})(?:\\s*[-–—]\\s*(?:(\\d{1,3}):)?(\\d{1,3}))?|\\s*[-–—]\\s*(\\d{1,3})(?!\\s*:))?(?![\\p{L}\\d:])`,
  "giu",
);

const bookOf = (written: string): BibleBook | undefined => {
  const form = written.toLowerCase().replace(/\s+/g, " ");
  return bookForms.find((entry) => entry.form === form || entry.form.replace(/ /g, "") === form)?.book;
};

function passageOf(match: RegExpExecArray): Passage | undefined {
  const [, written, , chapterText, verse, toChapter, toVerse, toWholeChapter] = match;
  const book = bookOf(written!);
  if (!book) return undefined;
  let chapter = Number(chapterText);
  if (chapter === 0) return undefined;
  // "Jude 3" and "Philemon 4" are verses of a book of one chapter.
  if (book.oneChapter && !verse) {
    return {
      book: book.name,
      chapter: 1,
      label: `${book.name} ${chapter}${toWholeChapter ? `–${toWholeChapter}` : ""}`,
    };
  }
  const name = book.chapterName && !toWholeChapter && !toChapter ? book.chapterName : book.name;
  let label = `${name} ${chapter}`;
  if (verse) label += `:${verse}${toVerse ? `–${toChapter ? `${toChapter}:` : ""}${toVerse}` : ""}`;
  else if (toWholeChapter) label += `–${toWholeChapter}`;
  chapter = Number(chapterText);
  return { book: book.name, chapter, label };
}

/** A passage written on its own (a feed's passage field): the whole text must be one reference, else undefined. */
export function readPassage(text: string): Passage | undefined {
  const trimmed = text.trim();
  reference.lastIndex = 0;
  const match = reference.exec(trimmed);
  if (!match || match.index !== 0) return undefined;
  // "Romans 8:1-17; 9:1" reads as its first reference; anything else after it is not a passage.
  const rest = trimmed.slice(match[0].length).trim();
  if (rest !== "" && !/^[;,]/.test(rest)) return undefined;
  return passageOf(match);
}

/**
 * The first passage named in running text (a title, a description). Only a book's name counts, or
 * a short form with its period or its verse ("Rom. 8", "1 Cor 13:4"): in a sentence "Is 3" is two words.
 */
export function findPassage(text: string): Passage | undefined {
  reference.lastIndex = 0;
  for (let match = reference.exec(text); match; match = reference.exec(text)) {
    const [, written, period, , verse] = match;
    const book = bookOf(written!);
    if (!book) continue;
    const full = [book.name, book.chapterName].some(
      (name) => name?.toLowerCase() === written!.toLowerCase().replace(/\s+/g, " "),
    );
    const capital = /^[\dIA-Z]/.test(written!) || /^(first|second|third)/i.test(written!);
    if (capital && (full || period || verse)) return passageOf(match);
  }
  return undefined;
}

/** A book's address word: "1-corinthians", "song-of-solomon". */
export const bookSlug = (book: string): string => book.toLowerCase().replace(/\s+/g, "-");
