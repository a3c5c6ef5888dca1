/**
 * Facts a visitor may read in more than one place (times, ages and grades, days, years), found
 * in every built page's text and compared with the one field that states each: a page that says
 * another value is named, so that a family does not arrive at the wrong time because one page
 * was written by hand and not corrected. Which facts are compared, and how pages word them, is
 * the church's content (content/fact-checks.yaml), not this code: each check names a fact of the
 * content ({{Worship Service}}, {{Nursery age}}) and the phrases it is stated in, such as
 * "worship at {value}" or "nursery ... through age {value}".
 */
import type { FactCheck } from "../../content/schema/fact-check.ts";

/** A fact to compare: a check of the content with the fact's value, as the content gives it. */
export type ComparedFact = FactCheck & { value: string };

/** One statement of a fact: its value, the page it is on and the words around it. */
export interface Mention {
  value: string;
  page: string;
  context: string;
}

/**
 * The pattern of a value of the same kind as `value`: a time matches any time ("10:30 AM" any
 * "h:mm AM/PM"), a range any range ("7-12", "7 to 12"), an ordinal any ordinal, a weekday any
 * weekday, a number any number; other words stand as written.
 */
export function valuePattern(value: string): string {
  const kinds: [RegExp, string][] = [
    [/^\d{1,2}:\d{2} ?[AP]M/i, String.raw`\d{1,2}:\d{2} ?[AP]M`],
    [/^\d+ ?(?:-|–|to) ?\d+/, String.raw`\d{1,3} ?(?:-|–|to) ?\d{1,3}`],
    [/^\d+(?:st|nd|rd|th)/, String.raw`\d{1,2}(?:st|nd|rd|th)`],
    [/^(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)days?/, "(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)days?"],
    [/^\d+/, String.raw`\d+`],
    [/^\s+/, String.raw`\s+`],
  ];
  let pattern = "";
  for (let rest = value; rest.length > 0;) {
    const kind = kinds.find(([re]) => re.test(rest));
    const [matched] = kind ? kind[0].exec(rest)! : [rest[0]!];
    pattern += kind ? kind[1] : matched.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    rest = rest.slice(matched.length);
  }
  return pattern;
}

/**
 * A phrase of a check as a pattern: {value} is where a value of the fact's kind stands, "..." a
 * few words within the sentence, any space any white space (a line break too), and letters match
 * in either case.
 */
export function phrasePattern(phrase: string, value: string): RegExp {
  const source = phrase
    .split(/(\{value\}|\.\.\.|\s+)/)
    .map((part) => {
      if (part === "{value}") return `(${valuePattern(value)})`;
      if (part === "...") return String.raw`[^.\n]{0,60}?`;
      if (/^\s+$/.test(part)) return String.raw`\s+`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("")
    // "the ... at {value}": the gap takes the spaces around it.
    .replace(/\\s\+(\[\^\.\\n\]\{0,60\}\?)\\s\+/g, String.raw`\s+(?:$1\s+)?`);
  return new RegExp(source, "gi");
}

/** One way of writing a range and a time: "7 to 12" and "7 - 12" read "7-12", "9:30AM" "9:30 AM". */
export const normalized = (value: string) =>
  value
    .replace(/\s*(?:–|\bto\b)\s*/, "-")
    .replace(/\s*-\s*/, "-")
    .replace(/ ?([AaPp][Mm])$/, (_, half: string) => ` ${half.toUpperCase()}`);

/** Every mention of the fact in the pages' texts, in any of its phrases. */
export function mentions(fact: ComparedFact, texts: ReadonlyMap<string, string>): Mention[] {
  const found: Mention[] = [];
  for (const [page, text] of texts)
    for (const phrase of fact.saidAs)
      for (const match of text.matchAll(phrasePattern(phrase, fact.value)))
        found.push({ value: normalized(match[1]!), page, context: match[0].replace(/\s+/g, " ").trim() });
  return found;
}

/** Each statement of a fact that reads otherwise than the content's value, with its page and words. */
export function disagreements(texts: ReadonlyMap<string, string>, facts: readonly ComparedFact[]): string[] {
  return facts.flatMap((fact) => {
    const want = normalized(fact.value);
    const wrong = mentions(fact, texts).filter(
      (m) => m.value !== want && fact.allowed?.find((a) => a.page === m.page)?.value !== m.value,
    );
    return wrong.map(
      (m) =>
        `${m.page}: reads "${m.value}" for ${fact.fact} ("${m.context}"), but the content says "${want}": correct the page, or the fact's field if the page is right`,
    );
  });
}
