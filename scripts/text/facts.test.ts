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

  it("reads the new facts as the pages write them: doors, men's prayer, the Wednesday nursery, Christmas Eve", () => {
    const texts = new Map([
      [
        "/ministries_corporate",
        "The main doors open at 9:15 AM with coffee.\nDoors and coffee at 9:15 AM, classes at 9:30 AM",
      ],
      ["/ministries_mens", "Men's prayer\nSundays, 8:45 AM\nElders' room, in by the office door"],
      ["/ministries_unifiedwednesdays", "from newborn to 2; Adventure Club, which is for children ages 3-12"],
      [
        "/",
        "Advent and Christmas Eve Advent Sundays from November 29 at 10:30 AM, and a candlelight service on Thursday, December 24, at 5:00 PM.",
      ],
      ["/ministries_412", "Every Christmas Eve, on whatever day of the week it falls, the church gathers at 5:00 PM"],
    ]);
    const read = (name: string) => mentions(fact(name), texts).map((m) => m.value);
    expect(read("Doors open")).toEqual(["9:15 AM", "9:15 AM"]);
    expect(read("Men's prayer time")).toEqual(["8:45 AM"]);
    expect(read("Men's prayer door")).toEqual(["office"]);
    expect(read("Wednesday nursery ages")).toEqual(["2"]);
    expect(read("Adventure Club ages")).toEqual(["3-12"]);
    expect(read("Christmas Eve service time")).toEqual(["5:00 PM", "5:00 PM"]);
    expect(disagreements(texts)).toEqual([]);
  });

  it("refuses facts that disagree with each other: nursery and Adventure Club, youth and the Family Life Service, an early meeting", () => {
    const texts = new Map([
      ["/ministries_unifiedwednesdays", "from newborn to 2; Adventure Club, which is for children ages 4-12"],
      [
        "/ministries_corporate",
        "On the 3rd Sunday evening of each month at 6:00 PM, the whole church gathers for the Family Life Service",
      ],
      ["/ministries_412", "412 Youth\nSundays, 6:00 PM\nGrades 7-12"],
      ["/ministries_mens", "The building opens at 9:15 AM.\nMen's prayer\nSundays, 8:45 AM\nElders' room"],
    ]);
    expect(disagreements(texts)).toEqual([
      expect.stringMatching(
        /^Adventure Club takes over from the Wednesday nursery: .* to age 2 but Adventure Club starts at 4/,
      ),
      expect.stringMatching(/^412 Youth gives way to the Family Life Service: .* "Sundays except the 3rd Sunday"/),
      expect.stringMatching(
        /^An early meeting says how to get in: the men's prayer meets at 8:45 AM, before the doors open at 9:15 AM/,
      ),
    ]);
    texts.set("/ministries_412", "412 Youth\nSundays except the 3rd Sunday, 6:00 PM\nGrades 7-12");
    texts.set("/ministries_unifiedwednesdays", "from newborn to 2; Adventure Club, which is for children ages 3-12");
    texts.set(
      "/ministries_mens",
      "The building opens at 9:15 AM.\nMen's prayer\nSundays, 8:45 AM\nElders' room, by the side door",
    );
    expect(disagreements(texts)).toEqual([]);
  });
});
