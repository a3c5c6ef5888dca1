/**
 * The site search (/search): answers from the index the build wrote (scripts/build-search.ts),
 * with the keyboard alone, in an address that can be shared, without moving what the visitor
 * reads; and without JavaScript, a list of every page grouped as in the menu.
 */
import { expect, test } from "./fixtures";
import { sitePaths } from "../../scripts/site-pages";

/** The results' titles, in their order. */
const resultTitles = (page: import("@playwright/test").Page) =>
  page
    .getByRole("list")
    .filter({ has: page.locator("mark") })
    .getByRole("link")
    .allTextContents();

test.describe("site search", () => {
  test("a query in the address opens with its results, and no layout shift", async ({ page, expectAccessible }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/search?q=nursery");
    await expect(page.getByRole("status")).toHaveText(/^\d+ pages found for “nursery”$/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("nursery");
    const titles = await resultTitles(page);
    expect(titles).toEqual(expect.arrayContaining(["Corporate Worship", "Unified Wednesdays"]));
    await expect(page.locator("mark").first()).toHaveText(/nursery/i);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await expectAccessible();
  });

  test("finds a staff member by name, and puts the page a word is about first", async ({ page }) => {
    await page.goto("/search?q=Penner");
    await expect(page.getByRole("status")).toHaveText(/found for “Penner”/);
    expect(await resultTitles(page)).toContain("Staff & Leadership");
    await page.goto("/search?q=baptism");
    await expect(page.getByRole("status")).toHaveText(/found for “baptism”/);
    expect((await resultTitles(page))[0]).toBe("Membership & Baptism");
  });

  test("works from the keyboard alone, and the address follows the query", async ({ page }) => {
    await page.goto("/");
    // The header's search link, reached by Tab like any other.
    const link = page.getByRole("link", { name: "Search", exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole("searchbox", { name: "Search the site" });
    // Its script has taken the form over (before, Enter asks for /search?q=… as a new page).
    await expect(field).toHaveAttribute("aria-controls", "search-results");
    await field.focus();
    await page.keyboard.type("parking");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(/found for “parking”/);
    await expect(page).toHaveURL(/\/search\?q=parking$/);
    await page.keyboard.press("Tab"); // the Search button
    await page.keyboard.press("Tab"); // the first result
    const first = (await resultTitles(page))[0]!;
    await expect(page.locator(":focus")).toHaveText(first);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe("/search");
  });

  test("says when nothing is found and points to the parts of the site", async ({ page, expectAccessible }) => {
    await page.goto("/search?q=xylophonequartet");
    await expect(page.getByRole("status")).toHaveText(
      "Nothing found for “xylophonequartet”. Try another word, or look in a part of the site:",
    );
    const parts = page.getByRole("navigation", { name: "Parts of the site" });
    await expect(parts.getByRole("link", { name: "Ministries" })).toBeVisible();
    await parts.getByRole("link", { name: "Ministries" }).click();
    await expect(page.getByRole("heading", { name: "Ministries", level: 3 })).toBeInViewport();
    await expectAccessible();
  });
});

test.describe("without JavaScript", () => {
  test("/search lists every page with its description, grouped as in the menu", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=nursery");
    const map = page.getByRole("region", { name: "Every page" });
    for (const part of ["About Us", "Ministries", "Attendees", "More pages"])
      await expect(map.getByRole("heading", { name: part, level: 3 })).toBeVisible();
    const listed = new Set(
      (await map.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).map(String),
    );
    for (const path of sitePaths().filter((path) => path !== "/search")) expect(listed, path).toContain(path);
    await expect(map.getByRole("link", { name: "Corporate Worship" }).locator("+ p")).toHaveText(/Sunday worship/);
    await context.close();
  });
});
