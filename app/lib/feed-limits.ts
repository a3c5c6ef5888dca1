/**
 * What a church's feeds may hold, in one place: far more than a real church's (thousands of
 * sermons, hundreds of events), and a bound on what a feed can make the build do and write.
 * `npm run feeds` refuses a feed past any of them and keeps the copy it had; the content check
 * and the build hold the kept copy to the same (docs/decisions/020-feeds-held-to-limits.md).
 */
export const feedLimits = {
  /** A feed's size as fetched and kept, decompressed: 32 MB. */
  bytes: 32 << 20,
  /** Sermons (items or videos) in the sermon feed. */
  sermons: 5_000,
  /** Events (VEVENTs, overrides included) in the calendar feed. */
  events: 2_000,
  /** Characters of one sermon's or event's description, as the feed writes it (HTML and all). */
  description: 100_000,
  /** Repeats of one event looked at, from its first to the end of the weeks the site shows: a daily event for 50 years. */
  repeats: 20_000,
  /** The same for all the events together. */
  allRepeats: 250_000,
  /** Occurrences in the weeks the site shows, each of which gets a calendar file: of one event, and of all. */
  occurrences: 100,
  allOccurrences: 2_000,
} as const;

/** A count as a sentence writes it: 20,000. */
export const counted = (n: number): string => n.toLocaleString("en-US");

/** What is past a count a feed may hold: "has 2,001 events, more than the 2,000 a feed may hold". */
export const tooMany = (count: number, limit: number, noun: string): string =>
  `has ${counted(count)} ${noun}, more than the ${counted(limit)} a feed may hold`;

/** Why a description is too long, or undefined: "has a description of 420,000 characters, more than …". */
export const descriptionProblem = (description: string | undefined): string | undefined =>
  description && description.length > feedLimits.description
    ? `has a description of ${counted(description.length)} characters, more than the ${counted(feedLimits.description)} a description may have`
    : undefined;

/** Why a feed's text is past the size a feed may have, or undefined. */
export function sizeProblem(text: string): string | undefined {
  // A character is at most 3 bytes in UTF-8 (4 for a pair of two): only a long text is measured.
  if (text.length * 3 <= feedLimits.bytes) return undefined;
  const bytes = new TextEncoder().encode(text).length;
  return bytes > feedLimits.bytes
    ? `the file is ${megabytes(bytes)}, more than the ${megabytes(feedLimits.bytes)} a feed may have`
    : undefined;
}

const megabytes = (bytes: number) => `${(bytes / (1 << 20)).toFixed(bytes < 10 << 20 ? 1 : 0)} MB`;
