import { describe, expect, it } from "vitest";
import type { FeedOccurrence } from "./calendar-feed";
import { eventNames, eventWeeks, timeRange, weekStart } from "./event-weeks";

const zone = "America/New_York";
/** An occurrence at a New York wall time (EST, November to March). */
const at = (day: string, from: string, to: string, fields: Partial<FeedOccurrence> = {}): FeedOccurrence => ({
  id: `${fields.title ?? "Prayer meeting"}/${day}`,
  title: "Prayer meeting",
  allDay: false,
  start: Date.parse(`${day}T${from}:00-05:00`),
  end: Date.parse(`${day}T${to}:00-05:00`),
  firstDay: day,
  lastDay: day,
  cancelled: false,
  ...fields,
});
const allDay = (first: string, last: string, title: string): FeedOccurrence => ({
  ...at(first, "00:00", "00:00", { title }),
  allDay: true,
  lastDay: last,
});

describe("the events by week", () => {
  const today = "2026-12-02"; // a Wednesday
  const events = [
    at("2026-11-29", "10:30", "12:00", { title: "First Sunday of Advent" }),
    at("2026-12-02", "17:30", "20:00", { title: "Unified Wednesdays", location: "Fellowship hall" }),
    at("2026-12-09", "17:30", "19:45", { title: "Care Groups" }),
    at("2026-12-24", "17:00", "18:00", { title: "Christmas Eve Candlelight Service" }),
    allDay("2027-01-22", "2027-01-24", "Youth Winter Retreat"),
    at("2027-03-06", "09:00", "14:00", { title: "Membership class" }),
  ];

  it("starts with this week, leaves out what has ended, and looks eight weeks ahead", () => {
    const weeks = eventWeeks(events, { today, timeZone: zone });
    expect(weeks.map((w) => [w.heading, w.firstDay, w.events.map((e) => e.title)])).toEqual([
      ["Week of November 29", "2026-11-29", ["Unified Wednesdays"]],
      ["Week of December 6", "2026-12-06", ["Care Groups"]],
      ["Week of December 20", "2026-12-20", ["Christmas Eve Candlelight Service"]],
      ["Week of January 17, 2027", "2027-01-17", ["Youth Winter Retreat"]],
    ]);
  });

  it("gives each event its day, time and place as visitors read them", () => {
    const [thisWeek, , , retreat] = eventWeeks(events, { today, timeZone: zone });
    expect(thisWeek!.events[0]).toMatchObject({
      when: "Wednesday, December 2",
      time: "5:30 to 8:00 PM",
      place: "Fellowship hall",
      firstDay: "2026-12-02",
      lastDay: "2026-12-02",
    });
    expect(retreat!.events[0]).toMatchObject({
      when: "Friday, January 22, 2027, to Sunday, January 24, 2027",
      time: "All day",
    });
  });

  it("names a registration by the content's sign-up at that address, and gives a cancelled event none", () => {
    const signUps = [{ name: "Membership class", url: "https://cms.example/registrations/events/7" }];
    const withSignUp = [
      at("2026-12-03", "19:00", "20:00", { title: "Membership class", url: signUps[0]!.url }),
      at("2026-12-04", "19:00", "20:00", { title: "Carols", url: "https://cms.example/registrations/events/9" }),
      at("2026-12-05", "19:00", "20:00", { title: "Dinner", url: signUps[0]!.url, cancelled: true }),
    ];
    const [week] = eventWeeks(withSignUp, {
      today,
      timeZone: zone,
      signUps,
      calendarHref: (file) => `/calendar/events/${file}`,
    });
    expect(week!.events.map((e) => [e.registration, e.calendar, e.cancelled])).toEqual([
      [
        { href: signUps[0]!.url, signUp: "Membership class" },
        "/calendar/events/2026-12-03-membership-class.ics",
        false,
      ],
      [{ href: "https://cms.example/registrations/events/9" }, "/calendar/events/2026-12-04-carols.ics", false],
      [undefined, undefined, true],
    ]);
  });

  it("lists an event under way since an earlier week in this one", () => {
    const weeks = eventWeeks([allDay("2026-11-27", "2026-12-03", "Food drive")], { today, timeZone: zone });
    expect(weeks.map((w) => [w.heading, w.events[0]!.when])).toEqual([
      ["Week of November 29", "Friday, November 27, to Thursday, December 3"],
    ]);
  });
});

describe("the events' words", () => {
  it("writes a time range once with its half of the day when both share it", () => {
    const day = (t: string) => Date.parse(`2026-12-02T${t}:00-05:00`);
    expect(timeRange(day("17:30"), day("20:00"), zone)).toBe("5:30 to 8:00 PM");
    expect(timeRange(day("11:30"), day("13:00"), zone)).toBe("11:30 AM to 1:00 PM");
    expect(timeRange(day("19:00"), day("19:00"), zone)).toBe("7:00 PM");
  });

  it("names each event's calendar file by its day and title, and each week by its Sunday", () => {
    const names = eventNames([
      { id: "a", firstDay: "2026-12-24", title: "Christmas Eve: Candlelight Service!" },
      { id: "b", firstDay: "2026-12-24", title: "Christmas Eve: candlelight service" },
    ]);
    expect([...names.values()]).toEqual([
      "2026-12-24-christmas-eve-candlelight-service",
      "2026-12-24-christmas-eve-candlelight-service-2",
    ]);
    expect(weekStart("2026-12-02")).toBe("2026-11-29");
    expect(weekStart("2026-11-29")).toBe("2026-11-29");
  });
});
