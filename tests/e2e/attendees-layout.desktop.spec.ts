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
    const actual = await page.locator("main iframe").evaluate((f) => f.getBoundingClientRect().height);
    expect(actual, `at ${width} px`).toBe(height);
  }
});

test("the conference schedule has two columns above 768 px and one at 768", async ({ page }) => {
  await page.goto("/missions_conference");
  const schedule = "section[aria-labelledby=schedule-heading] > div";
  await page.setViewportSize({ width: 769, height: 800 });
  expect(await columns(page, schedule)).toBe(2);
  await page.setViewportSize({ width: 768, height: 800 });
  expect(await columns(page, schedule)).toBe(1);
});

test("fall cards sit three to a row at 1280 px and one at 375 px", async ({ page }) => {
  await page.goto("/fall");
  const cards = page.locator("main section").first().locator("ul > li");
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const tops = () => cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getBoundingClientRect().top));
  const [a, b, c] = await tops();
  expect(a).toBe(b);
  expect(b).toBe(c);
  expect(await columns(page, "main section:first-of-type ul")).toBe(3);
  await page.setViewportSize({ width: 375, height: 800 });
  const [first, second] = await tops();
  expect(second).toBeGreaterThan(first!);
});
