import { readFileSync } from "node:fs";
import { readCalendarFeed } from "../../app/lib/events/calendar-feed";
import { eventWeeks } from "../../app/lib/events/event-weeks";
import { danglingReferences, jsonLdThings } from "../support/json-ld";
import { sampleContent } from "../support/sample-content";
import { testDay } from "../support/test-day";
import { expect, test } from "./fixtures";

/**
 * The church's events from its calendar feed (content/feeds/calendar.ics), on the events page and
 * the home page's "This Week", as built on the tests' day: real HTML, each event with its day,
 * time, place and links, and past ones hidden by the page itself on a later day.
 */
const { siteConfig, signUps } = sampleContent();
const zone = siteConfig.church.timeZone;
const reading = readCalendarFeed(readFileSync("content/feeds/calendar.ics", "utf8"), "calendar.ics");
if (!reading.ok) throw new Error(reading.problem);
const span = reading.read(Date.parse("2026-08-01T00:00:00Z"), Date.parse("2026-12-01T00:00:00Z"), zone);
if (!span.ok) throw new Error(span.problem);
const occurrences = span.occurrences;
const weeks = eventWeeks(occurrences, { today: testDay, timeZone: zone, signUps: signUps.signUps });
const firstWeek = weeks[0]!;
const first = firstWeek.events[0]!;
const noon = (day: string) => new Date(`${day}T12:00:00-04:00`);
const displayed = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((el) => getComputedStyle(el).display !== "none");

test("the events page lists the weeks ahead, each event with its day, time, place and calendar file", async ({
  page,
}) => {
  await page.goto("/attendees_events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("region").getByRole("heading", { level: 2 })).toHaveText(weeks.map((w) => w.heading));
  const event = main.locator("li", { has: page.getByRole("heading", { level: 3, name: first.title }) }).first();
  await expect(event).toContainText(first.when);
  await expect(event).toContainText(first.time);
  if (first.place) await expect(event).toContainText(first.place);
  const calendar = event.getByRole("link", { name: `Add to calendar: ${first.title}` });
  const response = await page.request.get((await calendar.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`SUMMARY:${first.title.replace(/,/g, "\\,")}`);
  await expect(main.getByRole("link", { name: "church calendar" })).toHaveAttribute(
    "href",
    siteConfig.links.churchCenter!.calendar!,
  );
});

test("on a wide screen the weeks ahead are links beside them; a phone goes straight to the first event", async ({
  page,
  isMobile,
}) => {
  await page.goto("/attendees_events");
  const nav = page.getByRole("navigation", { name: "The weeks ahead" });
  if (isMobile) {
    await expect(nav).toBeHidden();
    return;
  }
  await expect(nav.getByRole("link")).toHaveText(weeks.map((w) => w.heading));
  const last = weeks.at(-1)!;
  await nav.getByRole("link", { name: last.heading }).click();
  await expect(page).toHaveURL(new RegExp(`#week-${last.firstDay}$`));
  await expect(page.getByRole("heading", { level: 2, name: last.heading })).toBeInViewport();
  // It stays in view beside the weeks.
  await expect(nav).toBeInViewport();
});

test("an event with a sign-up has a Register link to it, named for the event", async ({ page }) => {
  const registered = weeks.flatMap((w) => w.events).find((e) => e.registration)!;
  await page.goto("/attendees_events");
  await expect(page.getByRole("link", { name: `Register for ${registered.title}` }).first()).toHaveAttribute(
    "href",
    registered.registration!.href,
  );
});

test("each event is an Event for search engines, with its start's offset and its status", async ({ page }) => {
  await page.goto("/attendees_events");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
  // One graph, in which each event points at the church and its place, written once each.
  expect(blocks.flatMap(danglingReferences)).toEqual([]);
  const events = jsonLdThings(blocks).filter((b) => b["@type"] === "Event");
  expect(events.length).toBe(weeks.flatMap((w) => w.events).length);
  expect(events[0]).toMatchObject({
    location: { address: expect.anything() },
    organizer: { name: siteConfig.church.name },
  });
  expect(events[0]).toMatchObject({
    name: first.title,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d(T\d\d:\d\d:00-0[45]:00)?$/),
  });
});

test("a week that has passed leaves the page by itself, with no rebuild", async ({ page }) => {
  await page.clock.setFixedTime(noon(firstWeek.lastDay));
  await page.goto("/attendees_events");
  // By its element, which stays in the page when hidden.
  const week = page.locator(`section[aria-labelledby="week-${firstWeek.firstDay}"]`);
  expect(await displayed(week)).toBe(true);
  await page.clock.setFixedTime(noon(`${firstWeek.lastDay}`).getTime() + 86_400_000);
  await page.goto("/attendees_events");
  expect(await displayed(week)).toBe(false);
  // And so does its link among the weeks ahead.
  expect(await displayed(page.locator(`li:has(> a[href="#week-${firstWeek.firstDay}"])`))).toBe(false);
  // The next week is still there.
  expect(await displayed(page.locator(`section[aria-labelledby="week-${weeks[1]!.firstDay}"]`))).toBe(true);
});

test("the home page's This Week comes after the service times, with a link to every event ahead", async ({ page }) => {
  await page.goto("/");
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.indexOf("This Week")).toBe(headings.indexOf(sampleContent().home.services.heading) + 1);
  const section = page.getByRole("region", { name: "This Week" });
  await expect(section.getByRole("link", { name: "All events in the weeks ahead" })).toHaveAttribute(
    "href",
    "/attendees_events",
  );
});

test("the events page works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/attendees_events");
  await expect(page.getByRole("heading", { level: 3, name: first.title }).first()).toBeVisible();
  await context.close();
});
