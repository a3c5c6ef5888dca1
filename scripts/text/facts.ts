/**
 * Facts a visitor may read in more than one place (times, ages and grades, days, years), found
 * in every built page's text and compared: each must read the same wherever it is stated, so
 * that a family does not arrive at the wrong time because two pages disagree. A fact is a pattern
 * whose first group is its value; where the specification keeps two readings (the Discipleship
 * Hour on Corporate Worship), the page and its other reading are named. Facts that are different
 * but must fit together (the Wednesday nursery hands its children to Adventure Club; youth do not
 * meet when the whole church does) are relations, checked on the readings the pages agree on.
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
  { name: "Wednesday nursery ages", pattern: /[Nn]ewborn to (\d+)/g },
  {
    name: "Adventure Club ages",
    pattern: /(?:Adventure Club[^.\n]{0,40}?|[Cc]hildren) ages (\d{1,2} ?(?:-|–|to) ?\d{1,2})/g,
  },
  {
    name: "Doors open",
    pattern: /(?:[Dd]oors|[Bb]uilding) (?:opens?|open at|and coffee)(?: at)? (\d{1,2}:\d{2} ?[AP]M)/g,
  },
  { name: "Men's prayer time", pattern: /Men's prayer\nSundays, (\d{1,2}:\d{2} ?[AP]M)/g },
  {
    name: "Christmas Eve service time",
    // Not a Sunday's time that follows the words, as in the banner "Advent and Christmas Eve: Advent Sundays at …".
    pattern: /(?:Christmas Eve|candlelight service)(?:(?!Sundays?)[^.\n]){0,90}? at (\d{1,2}:\d{2} ?[AP]M)/g,
  },
  { name: "412 Youth time", pattern: /412 Youth\nSundays[^,\n]*, (\d{1,2}:\d{2} ?[AP]M)/g },
  // The Sunday 412 Youth does not meet, as its times say it: "Sundays except the 3rd Sunday".
  { name: "412 Youth gives way on", pattern: /412 Youth\nSundays except the (\d(?:st|nd|rd|th) Sunday)/g },
  // The door a meeting before the doors open uses, in the note under its time.
  { name: "Men's prayer door", pattern: /Men's prayer\nSundays, [^\n]+\n[^\n]*?\b(\w+) door\b/g },
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

/** Facts that must fit together, read from the value each has on every page that states it. */
export interface Relation {
  name: string;
  /** What is wrong, given each fact's one reading (undefined where no page states it). */
  problem(value: (fact: string) => string | undefined): string | undefined;
}

const lowestAge = (range: string | undefined) => (range ? Number(range.split("-")[0]) : undefined);

export const relations: Relation[] = [
  {
    name: "Adventure Club takes over from the Wednesday nursery",
    problem: (value) => {
      const nursery = value("Wednesday nursery ages");
      const club = lowestAge(value("Adventure Club ages"));
      if (nursery === undefined || club === undefined || Number(nursery) + 1 === club) return undefined;
      return `the Wednesday nursery keeps children to age ${nursery} but Adventure Club starts at ${club}: a child would have nowhere to go, or two places`;
    },
  },
  {
    name: "412 Youth gives way to the Family Life Service",
    problem: (value) => {
      const youth = value("412 Youth time");
      const day = value("Family Life Service day");
      if (!youth || youth !== value("Family Life Service time") || value("412 Youth gives way on") === day)
        return undefined;
      return `412 Youth meets on Sundays at ${youth}, the time of the Family Life Service, for the whole church: its times must say "Sundays except the ${day ?? "3rd Sunday"}"`;
    },
  },
  {
    name: "An early meeting says how to get in",
    problem: (value) => {
      const opens = value("Doors open");
      const prayer = value("Men's prayer time");
      if (!opens || !prayer || minutes(prayer) >= minutes(opens) || value("Men's prayer door")) return undefined;
      return `the men's prayer meets at ${prayer}, before the doors open at ${opens}: its note must say which door it uses`;
    },
  },
];

const minutes = (clock: string) => {
  const [, h, m, half] = /(\d{1,2}):(\d{2}) ?([AP])M/.exec(clock) ?? [];
  return ((Number(h) % 12) + (half === "P" ? 12 : 0)) * 60 + Number(m);
};

/** The facts whose mentions disagree, each with every reading and where it stands. */
export function disagreements(
  texts: ReadonlyMap<string, string>,
  list: readonly Fact[] = facts,
  relationList: readonly Relation[] = relations,
): string[] {
  const problems: string[] = [];
  // Each fact's one reading, for the relations; a fact read two ways is named as such instead.
  const agreed = new Map<string, string | undefined>();
  for (const fact of list) {
    const all = mentions(fact, texts).filter((m) => fact.allowed?.[m.page] !== m.value);
    const readings = new Map<string, Mention[]>();
    for (const mention of all) readings.set(mention.value, [...(readings.get(mention.value) ?? []), mention]);
    agreed.set(fact.name, readings.size === 1 ? [...readings.keys()][0] : undefined);
    if (readings.size <= 1) continue;
    const where = [...readings]
      .map(([value, ms]) => `"${value}" on ${[...new Set(ms.map((m) => m.page))].join(", ")} ("${ms[0]!.context}")`)
      .join("; ");
    problems.push(`${fact.name} reads differently: ${where}`);
  }
  for (const relation of relationList) {
    const problem = relation.problem((name) => agreed.get(name));
    if (problem) problems.push(`${relation.name}: ${problem}`);
  }
  return problems;
}
