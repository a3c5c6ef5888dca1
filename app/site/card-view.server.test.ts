import { describe, expect, it } from "vitest";
import { cardView } from "./card-view.server";

const plan = {
  categories: [],
  classes: [{ year: 5, category: "Doctrine", title: "Church History" }],
} as never;

describe("cardView", () => {
  it("gives a card of an education plan class the class's name and its place in the plan", () => {
    const view = cardView(
      {
        educationPlanClass: "Church History",
        description: "Two thousand years.",
        additionalInfo: "Taught by a pastor.",
      },
      plan,
    );
    expect(view.title).toBe("Church History");
    expect(view.additionalInfo).toBe("Taught by a pastor. Core class, year 5 of the education plan.");
  });

  it("gives a card that names a sign-up the sign-up's address", () => {
    const links = { services: {} as never, signUps: new Map([["Choir", "https://cms.example/choir"]]) };
    expect(cardView({ title: "Choir", description: "Sing.", signUp: "Choir" }, plan, links)).toEqual({
      title: "Choir",
      description: "Sing.",
      signUpUrl: "https://cms.example/choir",
    });
  });

  it("leaves any other card as written", () => {
    expect(cardView({ title: "Kids' Club", description: "Games." }, plan)).toEqual({
      title: "Kids' Club",
      description: "Games.",
    });
  });
});
