/**
 * The 66 books of the Protestant canon in order, each with the short forms sermon hosts and
 * bulletins write ("Rom.", "1 Cor", "Ps"): how a passage is recognized and named one way.
 */
export interface BibleBook {
  /** Its name as the site writes it: "1 Corinthians". */
  name: string;
  /** A single chapter of it: "Psalm 23" (the book is "Psalms"). */
  chapterName?: string;
  /** The forms it is written in besides its name, lower case, without a period. */
  short: string[];
  /** Books of one chapter ("Jude 3" is a verse). */
  oneChapter?: boolean;
}

const books: BibleBook[] = [
  { name: "Genesis", short: ["gen", "gn", "ge"] },
  { name: "Exodus", short: ["exod", "exo", "ex"] },
  { name: "Leviticus", short: ["lev", "lv", "le"] },
  { name: "Numbers", short: ["num", "nm", "nu"] },
  { name: "Deuteronomy", short: ["deut", "dt", "de"] },
  { name: "Joshua", short: ["josh", "jos"] },
  { name: "Judges", short: ["judg", "jdg"] },
  { name: "Ruth", short: ["ru", "rth"] },
  { name: "1 Samuel", short: ["1 sam", "1 sa", "1sam", "i samuel", "first samuel"] },
  { name: "2 Samuel", short: ["2 sam", "2 sa", "2sam", "ii samuel", "second samuel"] },
  { name: "1 Kings", short: ["1 kgs", "1 ki", "1kgs", "i kings", "first kings"] },
  { name: "2 Kings", short: ["2 kgs", "2 ki", "2kgs", "ii kings", "second kings"] },
  { name: "1 Chronicles", short: ["1 chron", "1 chr", "1chr", "i chronicles", "first chronicles"] },
  { name: "2 Chronicles", short: ["2 chron", "2 chr", "2chr", "ii chronicles", "second chronicles"] },
  { name: "Ezra", short: ["ezr"] },
  { name: "Nehemiah", short: ["neh", "ne"] },
  { name: "Esther", short: ["esth", "est"] },
  { name: "Job", short: ["jb"] },
  { name: "Psalms", chapterName: "Psalm", short: ["psalm", "pss", "ps", "psa"] },
  { name: "Proverbs", short: ["prov", "prv", "pr"] },
  { name: "Ecclesiastes", short: ["eccles", "eccl", "ecc", "qoh"] },
  { name: "Song of Solomon", short: ["song of songs", "song", "sos", "canticles"] },
  { name: "Isaiah", short: ["isa", "is"] },
  { name: "Jeremiah", short: ["jer", "je"] },
  { name: "Lamentations", short: ["lam", "la"] },
  { name: "Ezekiel", short: ["ezek", "eze", "ezk"] },
  { name: "Daniel", short: ["dan", "dn", "da"] },
  { name: "Hosea", short: ["hos", "ho"] },
  { name: "Joel", short: ["jl"] },
  { name: "Amos", short: ["am"] },
  { name: "Obadiah", short: ["obad", "ob"], oneChapter: true },
  { name: "Jonah", short: ["jon", "jnh"] },
  { name: "Micah", short: ["mic", "mi"] },
  { name: "Nahum", short: ["nah", "na"] },
  { name: "Habakkuk", short: ["hab", "hb"] },
  { name: "Zephaniah", short: ["zeph", "zep"] },
  { name: "Haggai", short: ["hag", "hg"] },
  { name: "Zechariah", short: ["zech", "zec"] },
  { name: "Malachi", short: ["mal"] },
  { name: "Matthew", short: ["matt", "mat", "mt"] },
  { name: "Mark", short: ["mk", "mrk"] },
  { name: "Luke", short: ["lk", "luk"] },
  { name: "John", short: ["jn", "jhn"] },
  { name: "Acts", short: ["ac"] },
  { name: "Romans", short: ["rom", "rm", "ro"] },
  { name: "1 Corinthians", short: ["1 cor", "1 co", "1cor", "i corinthians", "first corinthians"] },
  { name: "2 Corinthians", short: ["2 cor", "2 co", "2cor", "ii corinthians", "second corinthians"] },
  { name: "Galatians", short: ["gal", "ga"] },
  { name: "Ephesians", short: ["eph", "ephes"] },
  { name: "Philippians", short: ["phil", "php", "pp"] },
  { name: "Colossians", short: ["col", "co"] },
  { name: "1 Thessalonians", short: ["1 thess", "1 th", "1thess", "i thessalonians", "first thessalonians"] },
  { name: "2 Thessalonians", short: ["2 thess", "2 th", "2thess", "ii thessalonians", "second thessalonians"] },
  { name: "1 Timothy", short: ["1 tim", "1 ti", "1tim", "i timothy", "first timothy"] },
  { name: "2 Timothy", short: ["2 tim", "2 ti", "2tim", "ii timothy", "second timothy"] },
  { name: "Titus", short: ["tit", "ti"] },
  { name: "Philemon", short: ["philem", "phm", "pm"], oneChapter: true },
  { name: "Hebrews", short: ["heb"] },
  { name: "James", short: ["jas", "jm"] },
  { name: "1 Peter", short: ["1 pet", "1 pe", "1pet", "i peter", "first peter"] },
  { name: "2 Peter", short: ["2 pet", "2 pe", "2pet", "ii peter", "second peter"] },
  { name: "1 John", short: ["1 jn", "1 jhn", "1jn", "i john", "first john"] },
  { name: "2 John", short: ["2 jn", "2 jhn", "2jn", "ii john", "second john"], oneChapter: true },
  { name: "3 John", short: ["3 jn", "3 jhn", "3jn", "iii john", "third john"], oneChapter: true },
  { name: "Jude", short: ["jud", "jd"], oneChapter: true },
  { name: "Revelation", short: ["rev", "re", "revelations", "apocalypse"] },
];

export const bibleBooks: readonly BibleBook[] = books;

/** Every way a book is written, lower case with single spaces, longest first so "1 john" wins over "john". */
export const bookForms: readonly { form: string; book: BibleBook }[] = books
  .flatMap((book) =>
    [book.name, book.chapterName, ...book.short]
      .filter((f) => f !== undefined)
      .map((form) => ({ form: form.toLowerCase(), book })),
  )
  .sort((a, b) => b.form.length - a.form.length);
