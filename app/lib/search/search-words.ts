/**
 * How the site search reads words, the same way for the pages it indexes and for what a visitor
 * types: lower case, accents and apostrophes dropped, everyday little words left out, and plurals
 * read as the singular ("times" finds "Service Time", "ministries" finds "ministry"). It runs in
 * the build and in the browser, so the two can never read a word differently.
 */

/** Words too common to tell pages apart: neither indexed nor searched. */
const stopWords: ReadonlySet<string> = new Set(
  (
    "a an and are as at be by can do does for from has have how i in is it its me my of on or our " +
    "so than that the their them there they this to us was we what when where which who why will with you your"
  ).split(" "),
);

/** A word as the index keeps it: its singular for a plain English plural, else itself. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text in order, lower case, without accents, apostrophes or a possessive 's. */
export function wordsOf(text: string): string[] {
  // Most words of the site are plain letters and digits: they need none of the reading below.
  if (/^[a-z0-9]+$/i.test(text)) return [text.toLowerCase()];
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // "children's" is "children", "o'clock" is "oclock": an apostrophe never splits a word.
      .replace(/['’]s\b/g, "")
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A word as the index keeps it, or undefined for a word too common to index. */
export function indexTerm(word: string): string | undefined {
  return stopWords.has(word) ? undefined : stem(word);
}

/** The terms of a text (a page's or a query's) as the index keeps them, in order. */
export function termsOf(text: string): string[] {
  return wordsOf(text).flatMap((word) => indexTerm(word) ?? []);
}
