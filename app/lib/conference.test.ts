// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Conference } from "../../content/schema/conference";
import { conferenceCalendars, sessionsByDay } from "./conference";
import { calendarFile } from "./ics";

const conference: Conference = {
  name: "Missions Conference 2027",
  theme: "T",
  description: "D",
  videoUrl: "https://www.youtube-nocookie.com/embed/x",
  register: { label: "Register", service: "registration" },
  published: "2027-03-01",
  afterwards: { recordings: { label: "Hear the messages", href: "/attendees_sermons" } },
  speakers: [{ order: 1, name: "Ann Lee", role: "Translator", imgSrc: "/a.svg", bio: ["Hi."] }],
  sessions: [
    { title: "Opening", date: "2027-10-17", start: "18:30", end: "20:00", speaker: "Ann Lee" },
    { title: "Morning", date: "2027-10-18", start: "09:00", end: "10:15" },
    { title: "Closing", date: "2027-10-18", start: "18:30", end: "20:00" },
  ],
};
const place = { origin: "https://www.example.org", timeZone: "America/New_York", location: "Example Church, Town" };

describe("conferenceCalendars", () => {
  const files = conferenceCalendars(conference, place);

  it("offers the whole conference and each session as its own file", () => {
    expect(files.map((f) => f.href)).toEqual([
      "/calendar/missions-conference-2027.ics",
      "/calendar/missions-conference-2027-session-1.ics",
      "/calendar/missions-conference-2027-session-2.ics",
      "/calendar/missions-conference-2027-session-3.ics",
    ]);
    expect(files[0]!.calendar.events).toHaveLength(3);
    expect(files.slice(1).map((f) => f.calendar.events.length)).toEqual([1, 1, 1]);
  });

  it("makes files that parse, with unique ids and the speaker in the description", () => {
    const parsed = new ICAL.Component(ICAL.parse(calendarFile(files[0]!.calendar)));
    const events = parsed.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
    expect(events[0]!.summary).toBe("Opening (Missions Conference 2027)");
    expect(events[0]!.description).toBe("Ann Lee");
    expect(events[0]!.location).toBe("Example Church, Town");
  });
});

describe("sessionsByDay", () => {
  it("groups sessions by day with readable times, with the year only when it is not this year", () => {
    const days = sessionsByDay(conference, "2027-03-01");
    expect(days.map((d) => [d.label, d.sessions.map((s) => `${s.startLabel}-${s.endLabel}`)])).toEqual([
      ["Sunday, October 17", ["6:30 PM-8:00 PM"]],
      ["Monday, October 18", ["9:00 AM-10:15 AM", "6:30 PM-8:00 PM"]],
    ]);
    expect(days[1]!.sessions.map((s) => s.index)).toEqual([1, 2]);
    expect(sessionsByDay(conference, "2026-11-23").map((d) => d.label)).toEqual([
      "Sunday, October 17, 2027",
      "Monday, October 18, 2027",
    ]);
  });
});
