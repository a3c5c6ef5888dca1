import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FallPage, type FallPageView } from "./fall-page";

/** The fall page as its route hands it over, built on `today` with sign-ups open through 1 September. */
function view(today: string): FallPageView {
  const over = today > "2026-09-01";
  return {
    title: "Fall Ministries",
    subtitle: "Classes and groups",
    mainVideoUrl: "https://www.youtube-nocookie.com/embed/x",
    description: "A new year begins.",
    joinUs: ["Learn"],
    callToAction: "Sign-ups close on September 1.",
    season: { showUntil: "2026-09-01" },
    over,
    today,
    afterSeason: {
      message: "Sign-ups are closed.",
      links: [{ label: "See the calendar", href: "https://c.example.org" }],
    },
    sections: [
      {
        order: 1,
        title: "Classes",
        cards: [{ title: "Survey", description: "Books", signUpUrl: over ? undefined : "https://c.example.org/s" }],
      },
    ],
  };
}

describe("FallPage", () => {
  it("built inside the season: the call to action and Register links go after its last day, the closed notice waits", () => {
    const { container } = render(<FallPage page={view("2026-08-20")} />);
    expect(screen.getByText("Sign-ups close on September 1.")).toHaveAttribute("data-show-until", "2026-09-01");
    const register = screen.getByRole("link", { name: "Register for Survey" });
    expect(register.closest("[data-show-until]")).toHaveAttribute("data-show-until", "2026-09-01");
    const closed = container.querySelector("[data-show-from]")!;
    expect(closed).toHaveAttribute("data-show-from", "2026-09-02");
    expect(closed).not.toBeVisible();
    expect(closed).toHaveTextContent("Sign-ups are closed.");
  });

  it("built after the season: says sign-ups are closed and where to look now, with no Register link", () => {
    render(<FallPage page={view("2026-09-02")} />);
    expect(screen.getByText("Sign-ups are closed.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See the calendar" })).toBeVisible();
    expect(screen.queryByText("Sign-ups close on September 1.")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Register/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Survey" })).toBeVisible();
  });
});
