import { describe, expect, it } from "vitest";
import type { EducationPlan } from "../../content/schema/education-plan";
import { planByYear } from "./education-plan";

const plan: EducationPlan = {
  classHour: "Sunday school",
  categories: [
    { name: "Bible", description: "b" },
    { name: "Doctrine", description: "d" },
  ],
  classes: [
    { year: 2, category: "Doctrine", title: "God" },
    { year: 1, category: "Bible", title: "Survey" },
    { year: 1, category: "Doctrine", title: "Scripture", beyondClassHour: "Wednesdays" },
    { year: 2, category: "Bible", title: "Romans" },
  ],
};

describe("planByYear", () => {
  it("groups classes by year in order, keeping their order within a year", () => {
    expect(planByYear(plan).years.map((y) => [y.year, y.classes.map((c) => c.title)])).toEqual([
      [1, ["Survey", "Scripture"]],
      [2, ["God", "Romans"]],
    ]);
  });

  it("counts classes, years, categories and the classes beyond the Discipleship Hour", () => {
    const { totals, categories } = planByYear(plan);
    expect(totals).toEqual({ classes: 4, years: 2, categories: 2, beyondClassHour: 1 });
    expect(categories.map((c) => [c.name, c.count])).toEqual([
      ["Bible", 2],
      ["Doctrine", 2],
    ]);
  });
});
