import { expect, test } from "./fixtures";
import { getContent } from "../../app/site/content.server";

const { siteConfig } = getContent();

test.describe("care groups", () => {
  test("the accordion lists 7 groups that open and close by mouse", async ({ page }) => {
    await page.goto("/ministries_care_groups");
    const groups = page.locator("main details");
    await expect(groups).toHaveCount(7);
    await expect(page.getByRole("main")).toContainText("2nd and 4th Wednesdays, 5:30 to 7:45 PM, September to June");
    const first = groups.first();
    const body = first.getByText("Area:");
    await expect(body).toBeHidden();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(body).toBeVisible();
    // Groups open independently: a second one leaves the first open.
    await groups.nth(1).locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(body).toBeHidden();
  });

  test("the accordion works from the keyboard", async ({ page }) => {
    await page.goto("/ministries_care_groups");
    const group = page.locator("main details").nth(2);
    const summary = group.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(group).not.toHaveAttribute("open");
  });

  test("the accordion opens before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ministries_care_groups");
    const group = page.locator("main details").first();
    await group.locator("summary").click();
    await expect(group.getByText("Area:")).toBeVisible();
    await context.close();
  });
});

test("/women and /ministries_womens are the same page with one canonical address", async ({ page }) => {
  const canonical = "https://www.cedarhollowbible.org/ministries_womens";
  await page.goto("/women");
  const women = await page.getByRole("main").innerText();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await page.goto("/ministries_womens");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  expect(await page.getByRole("main").innerText()).toBe(women);
});

test("every external action goes to the church-management service", async ({ page }) => {
  const service = new URL(siteConfig.links.churchCenter!.registration!).origin;
  for (const path of ["/ministries_unifiedwednesdays", "/ministries_prayer", "/ministries_care_groups"]) {
    await page.goto(path);
    const register = page.getByRole("main").getByRole("link", { name: /^(Register|Send a prayer|Join|See all)/ });
    expect(await register.count()).toBeGreaterThan(0);
    for (const href of await register.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      expect(href.startsWith(`${service}/`), `${path}: ${href}`).toBe(true);
    }
  }
});

test("the Unified Wednesdays cards each have a Register link named for the class", async ({ page }) => {
  await page.goto("/ministries_unifiedwednesdays");
  const cards = page.locator("main li").filter({ has: page.getByRole("heading", { level: 2 }) });
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("link", { name: "Register for Adventure Club" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Ages 3-12");
  await expect(page.getByRole("main")).toContainText("Newborn to 2");
});

test("the education plan shows 23 classes over 6 years in 4 categories", async ({ page }) => {
  await page.goto("/ministries_educationplan");
  const years = page.getByRole("list", { name: "Classes by year" }).locator(":scope > li");
  await expect(years).toHaveCount(6);
  await expect(years.locator("li")).toHaveCount(23);
  await expect(page.getByRole("main")).toContainText(
    "23 core classes over six years, in four categories. Most meet in the Sunday Discipleship Hour; five classes beyond the Discipleship Hour complete the core.",
  );
  await expect(years.locator("li", { hasText: "Beyond the Discipleship Hour" })).toHaveCount(5);
});
