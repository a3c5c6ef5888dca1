/** Counts as a sentence says them: small numbers in words, the noun in the plural when it is not one. */
const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** A number as prose writes it: "one" to "ten" in words, larger ones in digits. */
export const spellNumber = (n: number): string => (n === 0 ? "zero" : (numberWords[n] ?? String(n)));

/**
 * "one care group", "three years", "12 core classes", "no classes": the plural is the noun with an
 * s unless `plural` is given ("categories").
 */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${numberWords[n] ?? String(n)} ${n === 1 ? noun : plural}`;
}

/** Text as it opens a sentence: "three core classes" becomes "Three core classes". */
export const sentenceStart = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
