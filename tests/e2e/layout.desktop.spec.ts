/**
 * How pages use a laptop's width: the header stays one line high from 992 px, where the desktop
 * menu appears, and no grid of cards leaves a third of the page's width empty at 1280 px.
 */
import type { Page } from "@playwright/test";
import { allRoutes } from "./site-routes";
import { expect, test } from "./fixtures";

/** The left and right of the page's content: the header's bar is as wide, less its padding. */
async function contentBox(page: Page) {
  return page
    .locator("header > div")
    .first()
    .evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      const style = getComputedStyle(bar);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
}

/**
 * The first row of each list laid out as a grid of two columns or more (its last row may be partly
 * filled), as the extent of every such list's cards whose top is that row's: two groups side by
 * side (the staff's) make one row.
 */
async function firstRows(page: Page) {
  return page.locator("main").evaluate((main) => {
    const lists = [...main.querySelectorAll<HTMLElement>("ul, ol")]
      .filter((list) => {
        const style = getComputedStyle(list);
        return (
          style.display === "grid" && style.gridTemplateColumns.split(" ").length >= 2 && list.children.length >= 2
        );
      })
      .map((list) => [...list.children].map((child) => child.getBoundingClientRect()).filter((box) => box.width > 0))
      .filter((boxes) => boxes.length > 0);
    const all = lists.flat();
    const tops = [...new Set(lists.map((boxes) => Math.round(boxes[0]!.top)))];
    return tops.map((top) => {
      const row = all.filter((box) => Math.abs(box.top - top) < 2);
      return { top, right: Math.max(...row.map((b) => b.right)), count: row.length };
    });
  });
}

test("the header keeps one height from 992 px up, every menu entry on one line", async ({ page }) => {
  test.setTimeout(120_000);
  const heights = new Map<string, number>();
  const measure = async (width: number, path: string) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const entries = page.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li > :is(a, button)");
    for (const height of await entries.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
      expect(height, `a menu entry of ${path} at ${width} px`).toBeLessThan(48);
    heights.set(
      `${path} at ${width} px`,
      await page
        .locator("header")
        .first()
        .evaluate((el) => el.getBoundingClientRect().height),
    );
  };
  for (const width of [992, 1024, 1280, 1440]) await measure(width, "/about_doctrine");
  for (const path of allRoutes) await measure(992, path);
  expect(new Set(heights.values()), JSON.stringify(Object.fromEntries(heights))).toEqual(
    new Set([heights.values().next().value]),
  );
});

test("no grid of cards leaves a third of the page's width empty at 1280 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const narrow: string[] = [];
  for (const path of allRoutes) {
    await page.goto(path);
    const { left, right } = await contentBox(page);
    for (const row of await firstRows(page))
      if (row.right - left < (2 / 3) * (right - left))
        narrow.push(
          `${path}: a row of ${row.count} at y ${row.top} ends at ${Math.round(row.right - left)} of ${Math.round(right - left)} px`,
        );
  }
  expect(narrow).toEqual([]);
});

test("a ministry's aside keeps beside its text, never over the feed or cards below it", async ({ page }) => {
  for (const path of ["/ministries_womens", "/ministries_crossroads", "/ministries_412"]) {
    await page.goto(path);
    const aside = page.getByRole("complementary", { name: /at a glance$/ });
    const feed = page.locator("[data-feed-box]");
    // Scrolled so the feed's top is just below the header, where the aside would stick.
    await feed.evaluate((box) => scrollTo(0, box.getBoundingClientRect().top + scrollY - 120));
    const [a, f] = [(await aside.boundingBox())!, (await feed.boundingBox())!];
    const overlap = a.x < f.x + f.width && f.x < a.x + a.width && a.y < f.y + f.height && f.y < a.y + a.height;
    expect(overlap, `${path}: the aside (${JSON.stringify(a)}) over the feed (${JSON.stringify(f)})`).toBe(false);
  }
});
