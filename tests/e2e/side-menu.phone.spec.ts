// Runs in the phone project only (see playwright.config.ts).
import { expect, test, untouchedPage } from "./fixtures";

test.describe("side menu", () => {
  test("works without JavaScript: the burger link opens the menu with every section unfolded", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our History" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Crossroads (18-30)" })).toBeVisible();
    await menu.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Menu", exact: true }).click();
    await menu.getByRole("link", { name: "Our History" }).click();
    await expect(page).toHaveURL(/\/about_history$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our History");
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("a first tap on the burger opens the menu, and the page script takes it over open", async ({ page }) => {
    // The tap is the page's first input.
    const fresh = await untouchedPage(page);
    await fresh.goto("/about_doctrine");
    await expect(fresh.locator("html")).toHaveClass(/no-js/);
    await fresh.getByRole("link", { name: "Menu", exact: true }).tap();
    const menu = fresh.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    const burger = fresh.getByRole("button", { name: "Menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // The address does not keep the menu's target, and Escape closes it as on a started page.
    expect(new URL(fresh.url()).hash).toBe("");
    await fresh.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await fresh.close();
  });

  test("opens from the burger with one section and one submenu open at a time", async ({ page }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await burger.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    // Focus moves into the menu as it opens, to its first entry.
    await expect(menu.getByRole("link", { name: "Live Stream" })).toBeFocused();
    const about = menu.getByRole("button", { name: "About Us" });
    const ministries = menu.getByRole("button", { name: "Ministries", exact: true });
    await about.click();
    await expect(menu.getByRole("link", { name: "Statement of Faith" })).toBeVisible();
    await ministries.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Statement of Faith" })).toBeHidden();
    const adults = menu.getByRole("button", { name: "Adults", exact: true });
    const outreach = menu.getByRole("button", { name: "Outreach" });
    await adults.click();
    await expect(menu.getByRole("link", { name: "Men's Ministry", exact: true })).toBeVisible();
    await outreach.click();
    await expect(adults).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Men's Ministry", exact: true })).toBeHidden();
    await menu.getByRole("link", { name: "Missions Conference" }).click();
    await expect(page).toHaveURL(/\/missions_conference$/);
    // The page reached has its menu closed (its burger is a link until the visitor's first input).
    await expect(menu).toBeHidden();
  });

  test("closes on a tap outside and on Escape", async ({ page }) => {
    await page.goto("/");
    // A spot beside the open menu with nothing under it to follow: a tap there only closes the menu.
    const outside = await page.evaluate(() => {
      for (let y = 200; y < innerHeight; y += 10) {
        if (!document.elementFromPoint(360, y)?.closest("a, button, input, label, summary")) return y;
      }
      throw new Error("no spot without a link or button at x 360");
    });
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(360, outside);
    await expect(page).toHaveURL(/\/$/);
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await burger.click();
    await page.keyboard.press("Escape");
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
  });

  test("has a visible close control and keeps Tab inside while open", async ({ page }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const close = menu.getByRole("link", { name: "Close menu" });
    await expect(close).toBeVisible();
    // The close control is on screen, not under the burger's corner of the page.
    const box = (await close.boundingBox())!;
    expect(box.width * box.height).toBeGreaterThan(44 * 44 * 0.9);
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("button").last()).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
    }
    await close.click();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(burger).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("is forced closed when the window reaches 992 px", async ({ page }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize({ width: 992, height: 800 });
    // The menu closes when the media query reports the change, which a busy browser may do a frame
    // later; the burger is hidden at this width, so it is found by what it controls.
    await expect(page.locator('button[aria-controls="site-menu"]')).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });
});
