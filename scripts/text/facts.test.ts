// @vitest-environment node
import { describe, expect, it } from "vitest";
import { disagreements, facts, mentions } from "./facts.ts";

const fact = (name: string) => facts.find((f) => f.name === name)!;

describe("facts", () => {
  it("finds a fact however the page writes it", () => {
    const texts = new Map([
      ["/a", "Students in grades 7-12 meet on Sundays."],
      ["/b", "For grades 7 to 12."],
    ]);
    expect(mentions(fact("412 Youth grades"), texts).map((m) => m.value)).toEqual(["7-12", "7-12"]);
  });

  it("names each reading of a fact that disagrees, with its pages", () => {
    const texts = new Map([
      ["/ministries_412", "412 Youth: for students in grades 6-12."],
      ["/ministries_unifiedwednesdays", "Grades 7-12 · Youth room"],
    ]);
    expect(disagreements(texts)).toEqual([
      expect.stringMatching(
        /^412 Youth grades reads differently: "6-12" on \/ministries_412 .*"7-12" on \/ministries_unifiedwednesdays/,
      ),
    ]);
  });

  it("lets a page keep the reading the specification gives it", () => {
    const texts = new Map([
      ["/", "Discipleship Hour at 9:30 AM."],
      ["/ministries_corporate", "the Discipleship Hour from 9:15 AM"],
      ["/ministries_educationplan", "in the Discipleship Hour at 9:30 AM on Sundays"],
    ]);
    expect(disagreements(texts)).toEqual([]);
    texts.set("/ministries_educationplan", "in the Discipleship Hour at 9:15 AM on Sundays");
    expect(disagreements(texts)).toEqual([expect.stringMatching(/^Discipleship Hour time reads differently/)]);
  });
});
