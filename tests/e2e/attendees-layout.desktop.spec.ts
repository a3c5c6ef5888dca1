// Sets the window width itself, so it runs once, in the desktop project.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const columns = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);

test("the sermon archive's height follows the window width (SPEC §9)", async ({ page }) => {
  await page.goto("/attendees_sermons");
  const expected: [number, number][] = [
    [405, 4400],
    [406, 2100],
    [767, 2100],
    [768, 2400],
    [991, 2400],
    [992, 1600],
    [1400, 1600],
  ];
  for (const [width, height] of expected) {
    await page.setViewportSize({ width, height: 800 });
    // The frame, or its box before it comes in near the screen (below the latest sermons).
    const actual = await page
      .locator("main iframe, main [data-frame-box]")
      .evaluate((f) => f.getBoundingClientRect().height);
    expect(actual, `at ${width} px`).toBe(height);
  }
});

test("the conference schedule has two columns above 768 px and one at 768", async ({ page }) => {
  await page.goto("/missions_conference");
  const schedule = "section[aria-labelledby=schedule-heading] > div";
  await page.setViewportSize({ width: 769, height: 800 });
  expect(await columns(page, schedule)).toBe(2);
  // Side by side, each day's card ends with its own last session.
  const gaps = await page
    .locator(`${schedule} > *`)
    .evaluateAll((days) =>
      days.map(
        (day) =>
          day.getBoundingClientRect().bottom - day.querySelector("li:last-child")!.getBoundingClientRect().bottom,
      ),
    );
  expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(2);
  await page.setViewportSize({ width: 768, height: 800 });
  expect(await columns(page, schedule)).toBe(1);
});

test("fall cards sit three to a row from 992 px, one below, and never leave a card alone in a row", async ({
  page,
}) => {
  await page.goto("/fall");
  const sections = page.locator("main section:has(ul > li)");
  expect(await sections.count()).toBeGreaterThanOrEqual(2);
  /** How many cards each row of each section holds, top to bottom. */
  const rows = () =>
    sections.evaluateAll((els) =>
      els.map((section) => {
        const tops = [...section.querySelectorAll(":scope ul > li")].map((li) => li.getBoundingClientRect().top);
        return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      }),
    );
  for (const [width, perRow] of [
    [375, 1],
    [575, 1],
    [576, 1],
    [700, 1],
    [767, 1],
    // Three at 768 px left a card's text about twenty letters wide.
    [768, 1],
    [991, 1],
    [992, 3],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    for (const section of await rows()) expect(section, `at ${width} px`).toEqual(section.map(() => perRow));
  }
});
