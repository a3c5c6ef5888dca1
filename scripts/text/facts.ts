/**
 * Facts a visitor may read in more than one place (times, ages and grades, days, years), found
 * in every built page's text and compared: each must read the same wherever it is stated, so
 * that a family does not arrive at the wrong time because two pages disagree. A fact is a pattern
 * whose first group is its value; where the specification keeps two readings (the Discipleship
 * Hour on Corporate Worship), the page and its other reading are named.
 */

export interface Fact {
  name: string;
  /** Global; its first capture group is the fact's value, written as the page writes it. */
  pattern: RegExp;
  /** Pages allowed their own reading, with the reading they may give. */
  allowed?: Record<string, string>;
}

export const facts: Fact[] = [
  {
    name: "Discipleship Hour time",
    pattern:
      /Discipleship Hour(?: at|,| begins at| from)? (\d{1,2}:\d{2} ?[AP]M)|(?:^|\n)(\d{1,2}:\d{2} ?[AP]M)[^\n]{0,12}\nDiscipleship Hour/g,
    // The search page's list of every page quotes Corporate Worship's description.
    allowed: { "/ministries_corporate": "9:15 AM", "/search": "9:15 AM" },
  },
  { name: "Worship service time", pattern: /[Ww]orship(?: service)?(?: begins)? at (\d{1,2}:\d{2} ?[AP]M)/g },
  {
    name: "Family Life Service day",
    pattern:
      /Family Life Service on the (\d(?:st|nd|rd|th) Sunday)|(\d(?:st|nd|rd|th) Sunday)[^.\n]{0,80}Family Life Service/g,
  },
  {
    name: "Family Life Service time",
    pattern:
      /Family Life Service[^.\n]{0,20}? at (\d{1,2}:\d{2} ?[AP]M)|(\d{1,2}:\d{2} ?PM)[^.\n]{0,40}gathers for the Family Life Service/g,
  },
  { name: "412 Youth grades", pattern: /[Gg]rades (\d{1,2} ?(?:-|–|to) ?\d{1,2})/g },
  { name: "Crossroads ages", pattern: /Crossroads[^.\n]{0,40}?\(?(?:ages )?(\d{2} ?(?:-|–|to) ?\d{2})\)?/g },
  {
    name: "Care group Wednesdays",
    pattern: /groups? (?:meet|meets) on the (\d(?:st|nd|rd|th) and \d(?:st|nd|rd|th) Wednesdays)/g,
  },
  { name: "Nursery ages", pattern: /[Nn]ursery[^.\n]{0,40}? (?:through|to) age (\d+)/g },
  { name: "Year the church began", pattern: /(?:since|began in|founded in) (1[89]\d\d)\b/g },
];

/** One statement of a fact: its value, the page it is on and the words around it. */
export interface Mention {
  value: string;
  page: string;
  context: string;
}

/** Every mention of the fact in the pages' texts. */
export function mentions(fact: Fact, texts: ReadonlyMap<string, string>): Mention[] {
  const found: Mention[] = [];
  for (const [page, text] of texts) {
    for (const match of text.matchAll(fact.pattern)) {
      const value = match.slice(1).find((group) => group !== undefined);
      if (!value) continue;
      // One way of writing a range and a time: "7 to 12" and "7 - 12" read "7-12", "9:30AM" "9:30 AM".
      const normalized = value
        .replace(/\s*(?:–|to)\s*/, "-")
        .replace(/\s*-\s*/, "-")
        .replace(/ ?([AP]M)/, " $1");
      found.push({ value: normalized, page, context: match[0].replace(/\s+/g, " ").trim() });
    }
  }
  return found;
}

/** The facts whose mentions disagree, each with every reading and where it stands. */
export function disagreements(texts: ReadonlyMap<string, string>, list: readonly Fact[] = facts): string[] {
  const problems: string[] = [];
  for (const fact of list) {
    const all = mentions(fact, texts).filter((m) => fact.allowed?.[m.page] !== m.value);
    const readings = new Map<string, Mention[]>();
    for (const mention of all) readings.set(mention.value, [...(readings.get(mention.value) ?? []), mention]);
    if (readings.size <= 1) continue;
    const where = [...readings]
      .map(([value, ms]) => `"${value}" on ${[...new Set(ms.map((m) => m.page))].join(", ")} ("${ms[0]!.context}")`)
      .join("; ");
    problems.push(`${fact.name} reads differently: ${where}`);
  }
  return problems;
}
