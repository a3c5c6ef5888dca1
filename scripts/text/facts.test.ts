// @vitest-environment node
import { describe, expect, it } from "vitest";
import { disagreements, mentions, phrasePattern, valuePattern, type ComparedFact } from "./facts.ts";

const grades: ComparedFact = { fact: "Youth grades", value: "6-12", saidAs: ["grades {value}"] };
const gathering: ComparedFact = {
  fact: "Sunday Gathering",
  value: "10:00 AM",
  saidAs: ["gathering at {value}", "we meet ... at {value}"],
  allowed: [{ page: "/visit", value: "9:45 AM" }],
};

describe("a fact's value and phrases as patterns", () => {
  it("matches a value of the fact's kind however it is written", () => {
    const matches = (value: string, text: string) => new RegExp(`^${valuePattern(value)}$`).test(text);
    expect(matches("10:30 AM", "6:00 PM")).toBe(true);
    expect(matches("10:30 AM", "6:00PM")).toBe(true);
    expect(matches("7-12", "6 to 12")).toBe(true);
    expect(matches("7-12", "18–30")).toBe(true);
    expect(matches("2nd and 4th Wednesdays", "1st and 3rd Thursdays")).toBe(true);
    expect(matches("2nd and 4th Wednesdays", "1st or 3rd Thursdays")).toBe(false);
    expect(matches("1938", "1952")).toBe(true);
    expect(matches("10:30 AM", "10:30")).toBe(false);
  });

  it("reads a phrase's gap as a few words of one sentence, and its spaces as any white space", () => {
    const pattern = phrasePattern("we meet ... at {value}", "10:00 AM");
    expect([..."We meet in the old mill at 10:00 AM.".matchAll(pattern)].map((m) => m[1])).toEqual(["10:00 AM"]);
    expect([..."We meet at 9:00 AM".matchAll(pattern)].map((m) => m[1])).toEqual(["9:00 AM"]);
    expect([..."We meet. Lunch is at 12:00 PM".matchAll(pattern)]).toEqual([]);
    const lines = phrasePattern("Prayer Sundays, {value}", "8:45 AM");
    expect([..."Prayer\nSundays, 8:30 AM".matchAll(lines)].map((m) => m[1])).toEqual(["8:30 AM"]);
  });
});

describe("the facts in the pages", () => {
  it("finds a fact however the page writes it", () => {
    const texts = new Map([
      ["/a", "Students in grades 6-12 meet on Sundays."],
      ["/b", "For Grades 6 to 12."],
    ]);
    expect(mentions(grades, texts).map((m) => m.value)).toEqual(["6-12", "6-12"]);
    expect(disagreements(texts, [grades])).toEqual([]);
  });

  it("names each page that reads otherwise than the content, with its words", () => {
    const texts = new Map([
      ["/youth", "Youth: for students in grades 7-12."],
      ["/", "The Sunday gathering at 10:00 AM; we meet in the chapel at 10:30 AM."],
    ]);
    expect(disagreements(texts, [grades, gathering])).toEqual([
      '/youth: reads "7-12" for Youth grades ("grades 7-12"), but the content says "6-12": correct the page, or the fact\'s field if the page is right',
      '/: reads "10:30 AM" for Sunday Gathering ("we meet in the chapel at 10:30 AM"), but the content says "10:00 AM": correct the page, or the fact\'s field if the page is right',
    ]);
  });

  it("lets a page keep the other reading it is allowed, and no other", () => {
    const texts = new Map([["/visit", "We meet for coffee at 9:45 AM."]]);
    expect(disagreements(texts, [gathering])).toEqual([]);
    texts.set("/", "We meet for coffee at 9:45 AM.");
    expect(disagreements(texts, [gathering])).toEqual([expect.stringMatching(/^\/: reads "9:45 AM"/)]);
  });
});
