import { describe, expect, it } from "vitest";
import { markWords, sentencesOf, snippet } from "./snippet";

const text = (parts: { text: string; marked: boolean }[]) =>
  parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join("");

describe("a result's snippet", () => {
  it("never runs two blocks together: a line without a stop reads on with a middle dot", () => {
    expect(sentencesOf("412 Youth\nSundays, 6:00 PM\nGrades 7-12 · Youth room\nYouth class")).toEqual([
      "412 Youth ·",
      "Sundays, 6:00 PM ·",
      "Grades 7-12 · Youth room ·",
      "Youth class",
    ]);
    expect(text(snippet("412 Youth\nSundays, 6:00 PM\nGrades 7-12 · Youth room", new Set(["youth"])))).toBe(
      "412 [Youth] · Sundays, 6:00 PM · Grades 7-12 · [Youth] room",
    );
  });

  it("starts at the sentence where the query's words first appear, and cuts only between words", () => {
    const section =
      "Members are people who profess faith. We baptize by immersion those who have professed faith in Christ, " +
      "as a public sign of their union with him, and we welcome them into the membership of the church with joy " +
      "and with prayer for the years ahead of them.";
    const shown = text(snippet(section, new Set(["baptize"])));
    expect(shown.startsWith("We [baptize] by immersion")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    // Whole words only: the last word before the cut is one of the text's words, unbroken.
    const last = shown.slice(0, -1).split(" ").at(-1)!;
    expect(section.split(/[\s,]+/)).toContain(last);
    expect(shown.split(" ").length).toBeLessThanOrEqual(29);
  });

  it("starts at the text's beginning when only a link's words match, not at the link", () => {
    const shown = text(snippet("A safe room for babies and toddlers.\nRegister for Nursery", new Set(["nursery"])));
    expect(shown).toBe("A safe room for babies and toddlers. Register for [Nursery]");
  });

  it("reaches further into a long sentence to show the first matched word", () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const shown = text(snippet(`${words} elevator and more.`, new Set(["elevator"])));
    expect(shown).toContain("[elevator]");
    expect(shown.startsWith("word0 ")).toBe(true);
  });

  it("does not end a sentence at an initial or a title", () => {
    expect(sentencesOf("Knowing God by J. I. Packer. Called the Rev. Harold Banks as pastor.")).toEqual([
      "Knowing God by J. I. Packer.",
      "Called the Rev. Harold Banks as pastor.",
    ]);
  });

  it("starts at the matched words when a card's text before them is too long to show them", () => {
    const card = `${Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ")}\nGrades 7-12 · Youth room`;
    expect(text(snippet(card, new Set(["youth"])))).toBe("Grades 7-12 · [Youth] room");
  });

  it("marks every form of a matched word, by the term the index keeps", () => {
    expect(text(markWords("Children's classes; a class for children", new Set(["class", "children"])))).toBe(
      "[Children's] [classes]; a [class] for [children]",
    );
    expect(text(markWords("Sign-ups close", new Set(["sign"])))).toBe("[Sign-ups] close");
  });
});
