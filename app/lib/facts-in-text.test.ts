import { describe, expect, it } from "vitest";
import { factTable, fillFacts, unknownFacts, withFacts } from "./facts-in-text";

const table = factTable({
  serviceTimes: [
    { name: "Worship Service", day: "Sunday", start: "10:30", end: "12:00" },
    { name: "Family Life Service", day: "Sunday", week: 3, start: "18:00", end: "19:30" },
  ],
  facts: [{ name: "412 Youth grades", value: "7-12" }],
  careGroupsWhen: "2nd and 4th Wednesdays",
  firstYear: 1910,
  parking: "Park behind the hall.",
});

describe("facts named in text", () => {
  it("knows each service's time and day, the care groups' days, the first year and the settings' facts", () => {
    expect(Object.fromEntries(table)).toEqual({
      "Worship Service": "10:30 AM",
      "Worship Service ends": "12:00 PM",
      "Worship Service day": "Sunday",
      "Family Life Service": "6:00 PM",
      "Family Life Service ends": "7:30 PM",
      "Family Life Service day": "3rd Sunday",
      "Care group days": "2nd and 4th Wednesdays",
      "Year founded": "1910",
      Parking: "Park behind the hall.",
      "412 Youth grades": "7-12",
    });
  });

  it("puts each value where its name stands, spaces inside the braces allowed", () => {
    expect(fillFacts("On the {{Family Life Service day}} at {{ Family Life Service }}.", table)).toBe(
      "On the 3rd Sunday at 6:00 PM.",
    );
    expect(fillFacts("Grades {{412 Youth grades}}; no braces here {not a fact}.", table)).toBe(
      "Grades 7-12; no braces here {not a fact}.",
    );
  });

  it("names what is not a fact, and leaves it as written", () => {
    expect(unknownFacts("{{Worship service}} and {{Worship Service}} and {{}}", table)).toEqual([
      "Worship service",
      "",
    ]);
    expect(fillFacts("{{Worship service}}", table)).toBe("{{Worship service}}");
  });

  it("fills every text of an entry at any depth without changing the entry", () => {
    const entry = {
      title: "Youth",
      notes: ["Grades {{412 Youth grades}}"],
      order: 2,
      meta: { at: "{{Worship Service}}" },
    };
    expect(withFacts(entry, table)).toEqual({
      title: "Youth",
      notes: ["Grades 7-12"],
      order: 2,
      meta: { at: "10:30 AM" },
    });
    expect(entry.notes[0]).toBe("Grades {{412 Youth grades}}");
  });
});
