/**
 * The words generated churches are written in: names and places with accents, apostrophes,
 * hyphens and ampersands, some of them long, and sentences of plain English that name no season
 * and no relative time (which the content check refuses in a notice), so that every church the
 * generator makes is one the check should accept.
 */
import type { Random } from "./random.ts";

export const givenNames = [
  "Ana",
  "Zoë",
  "José",
  "Siobhán",
  "Chidi",
  "Mei",
  "Ngozi",
  "Björn",
  "Élodie",
  "Tomás",
  "Aoife",
  "Kwame",
  "Hannah",
  "Joaquín",
  "Ruth",
  "Søren",
  "Priya",
  "Łukasz",
  "D'Andre",
  "Marie-Claire",
];

export const familyNames = [
  "O'Neill",
  "Núñez",
  "Van der Berg",
  "Nguyễn",
  "Okonkwo",
  "Müller",
  "Da Silva",
  "McAllister",
  "Øvergaard",
  "Al-Hassan",
  "Wójcik",
  "Brontë",
  "St. John",
  "Papadopoulos",
  "Kowalczyk-Szymańska",
  "Ó Briain",
  "Featherstonehaugh",
  "Lee",
  "Hernández",
  "Abernathy",
];

export const towns = [
  "Mount Hébron",
  "Coeur d'Alene",
  "Saint-Léonard",
  "Llanfair",
  "Zürichsee",
  "Port O'Connor",
  "Bethel Springs",
  "Ashby-de-la-Zouch",
  "Kirkby Lonsdale",
  "Three Rivers",
  "Te Awamutu",
  "São Bento",
  "Winston-Salem",
  "Maple & Vine",
  "Eagle Rock",
];

export const churchWords = [
  "Grace & Truth",
  "Redeemer",
  "Cornerstone",
  "Living Word",
  "Emmanuel",
  "St. Andrew's",
  "Bethel",
  "Hope & Mercy",
  "Calvary",
  "Trinity",
];

export const churchKinds = ["Bible Church", "Chapel", "Community Church", "Fellowship", "Gospel Hall", "Church"];

/** Words long enough to test a narrow screen's wrapping, as a title or a name may hold one. */
export const longWords = [
  "Kirchengemeinschaftsversammlung",
  "Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu",
  "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
  "counterrevolutionaries",
];

/** Common words, spelled in US English, from which sentences are made. */
const nouns = [
  "Bible",
  "meal",
  "prayer",
  "hymn",
  "neighbor",
  "family",
  "class",
  "table",
  "garden",
  "library",
  "kitchen",
  "letter",
  "road",
  "river",
  "friend",
  "question",
  "story",
  "song",
  "chapter",
  "visitor",
];
const verbs = ["read", "share", "sing", "welcome", "study", "carry", "plant", "write", "answer", "serve"];
const adjectives = ["open", "quiet", "warm", "simple", "patient", "bright", "long", "small", "gentle", "whole"];

/** A capitalized word. */
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A person's name: a given and a family name, now and then with a long one. */
export function personName(random: Random): { firstName: string; lastName: string } {
  return {
    firstName: random.pick(givenNames),
    lastName: random.chance(0.06) ? random.pick(longWords) : random.pick(familyNames),
  };
}

/** A short title of two to five words, with an accent, an apostrophe or an ampersand now and then. */
export function title(random: Random): string {
  const words = [capital(random.pick(adjectives)), capital(random.pick(nouns))];
  if (random.chance(0.3)) words.push("&", capital(random.pick(nouns)));
  if (random.chance(0.3)) words.push("in", random.pick(towns));
  if (random.chance(0.15)) words.push(random.pick(givenNames) + "'s");
  if (random.chance(0.04)) words.push(random.pick(longWords));
  return words.join(" ");
}

/** A sentence of plain words, ending in a period. */
export function sentence(random: Random): string {
  const parts = [
    random.pick(["We", "Our members", "Everyone", "The church", "Families"]),
    random.pick(verbs),
    random.pick(["the", "a", "each"]),
    random.pick(adjectives),
    random.pick(nouns),
  ];
  if (random.chance(0.4)) parts.push("with", random.pick(givenNames), random.pick(familyNames));
  if (random.chance(0.3)) parts.push("in", random.pick(towns));
  if (random.chance(0.2)) parts.push("&", random.pick(["friends", "guests", "children"]));
  return `${parts.join(" ")}.`;
}

/** One to `max` sentences. */
export const paragraph = (random: Random, max = 3): string =>
  Array.from({ length: random.int(1, max) }, () => sentence(random)).join(" ");

/**
 * The names of the pools as the words a spell check reads, for the generated church's
 * content/spelling-words.txt: its sentences name people and places outside the name fields too,
 * as a church's prose does.
 */
export const spellingWords = (): string[] =>
  [
    ...new Set(
      [...givenNames, ...familyNames, ...towns, ...churchWords, ...longWords].flatMap((name) =>
        name.split(/[^\p{L}\p{M}'’]+/u).flatMap((word) => [word, ...word.split(/['’]/)]),
      ),
    ),
  ]
    .filter((word) => word.length >= 2)
    .sort();
