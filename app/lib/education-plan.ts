import type { EducationPlan } from "../../content/schema/education-plan.ts";

/** The plan arranged for reading: the classes of each year in order, and the totals. */
export function planByYear(plan: EducationPlan) {
  const years = [...new Set(plan.classes.map((c) => c.year))].sort((a, b) => a - b);
  return {
    classHour: plan.classHour,
    years: years.map((year) => ({ year, classes: plan.classes.filter((c) => c.year === year) })),
    categories: plan.categories.map((category) => ({
      ...category,
      count: plan.classes.filter((c) => c.category === category.name).length,
    })),
    totals: {
      classes: plan.classes.length,
      years: years.length,
      categories: plan.categories.length,
      beyondClassHour: plan.classes.filter((c) => c.beyondClassHour).length,
    },
  };
}

export type PlanByYear = ReturnType<typeof planByYear>;
