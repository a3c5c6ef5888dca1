import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventView } from "~/lib/events/event-weeks";
import { renderStatic } from "../../test-setup";
import { ThisWeekSection } from "./this-week-section";

const event: EventView = {
  id: "2026-12-01-womens-bible-study",
  title: "Women's Bible Study",
  when: "Tuesday, December 1",
  time: "9:30 to 11:30 AM",
  place: "Fellowship hall",
  paragraphs: ["A study of Ruth, with childcare for little ones."],
  registration: { href: "https://example.churchcenter.com/registrations/events/1" },
  cancelled: false,
  firstDay: "2026-12-01",
  lastDay: "2026-12-01",
  anchor: "event-2026-12-01-womens-bible-study",
  repeat: false,
  calendar: "/calendar/events/2026-12-01-womens-bible-study.ics",
};
const calendar = "https://example.churchcenter.com/calendar";

describe("ThisWeekSection", () => {
  it("gives each event at a glance, its title leading to the description on the events page", () => {
    renderStatic(<ThisWeekSection events={[event]} eventsPage="/attendees_events" calendar={calendar} />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("heading", { level: 3, name: event.title })).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: event.title })).toHaveAttribute(
      "href",
      `/attendees_events#${event.anchor}`,
    );
    expect(item).toHaveTextContent(event.when);
    expect(item).toHaveTextContent(event.time);
    expect(item).toHaveTextContent(event.place!);
    expect(item).not.toHaveTextContent(event.paragraphs[0]!);
    // jsdom joins the button's hidden words without the space a browser keeps.
    expect(within(item).getByRole("link", { name: /^Register ?for Women's Bible Study$/ })).toHaveAttribute(
      "href",
      event.registration!.href,
    );
    expect(within(item).getByRole("link", { name: `Add to calendar: ${event.title}` })).toBeInTheDocument();
  });

  it("keeps the descriptions for a church without an events page", () => {
    renderStatic(<ThisWeekSection events={[event]} calendar={calendar} />);
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent(event.paragraphs[0]!);
    expect(within(item).queryByRole("link", { name: event.title })).toBeNull();
  });

  it("lets the browser skip the events' layout until the visitor comes near them, far below the first screen", () => {
    renderStatic(<ThisWeekSection events={[event]} calendar={calendar} />);
    // .skip-offscreen (app/styles/global.css): each item is laid out only near the screen.
    expect(screen.getByRole("list")).toHaveClass("skip-offscreen");
  });
});
