import { describe, expect, it } from "vitest";
import { cardView } from "./card-view";

const plan = {
  categories: [],
  classes: [{ year: 5, category: "Doctrine", title: "Church History" }],
} as never;
const picture = () => ({ width: 1, height: 1, avif: "", webp: "", fallback: "" });

describe("cardView", () => {
  it("gives a card of an education plan class the class's name and its place in the plan", () => {
    const view = cardView(
      {
        educationPlanClass: "Church History",
        description: "Two thousand years.",
        additionalInfo: "Taught by a pastor.",
      },
      { plan, picture },
    );
    expect(view.title).toBe("Church History");
    expect(view.additionalInfo).toBe("Taught by a pastor. Core class, year 5 of the education plan.");
  });

  it("gives a card that names a sign-up the sign-up's address", () => {
    const links = { services: {} as never, signUps: new Map([["Choir", "https://cms.example/choir"]]) };
    expect(cardView({ title: "Choir", description: "Sing.", signUp: "Choir" }, { plan, links, picture })).toEqual({
      title: "Choir",
      description: "Sing.",
      signUpUrl: "https://cms.example/choir",
    });
  });

  it("leaves any other card as written", () => {
    expect(cardView({ title: "Kids' Club", description: "Games." }, { plan, picture })).toEqual({
      title: "Kids' Club",
      description: "Games.",
    });
  });
});
