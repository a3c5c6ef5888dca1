// Runs in the desktop project only (see playwright.config.ts).
import { expect, test, untouchedPage } from "./fixtures";

test.describe("desktop menu", () => {
  test("a submenu opened before the page script started stays open as it takes over", async ({ page }) => {
    // No input reaches this page before the pointer does.
    const fresh = await untouchedPage(page);
    await fresh.goto("/about_doctrine");
    await expect(fresh.locator("html")).toHaveClass(/no-js/);
    const about = fresh.getByRole("button", { name: "About Us" });
    // The pointer's move onto the button is the first input: the CSS opens the submenu at once,
    // the script takes over under the pointer and keeps it open.
    await about.hover();
    await expect(fresh.getByRole("link", { name: "Statement of Faith", exact: true })).toBeVisible();
    await expect(fresh.locator("html")).not.toHaveClass(/no-js/);
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(fresh.getByRole("link", { name: "Statement of Faith", exact: true })).toBeVisible();
    await fresh.mouse.move(600, 600);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await fresh.close();
  });

  test("opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("button", { name: "About Us" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Statement of Faith" })).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Statement of Faith" })).toBeHidden();
  });

  test("a mouse click on a button the pointer has just opened keeps it open; a second click closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const ministries = page.getByRole("button", { name: "Ministries", exact: true });
    await ministries.click();
    await expect(ministries).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Corporate Worship" })).toBeVisible();
    await ministries.click();
    await expect(ministries).toHaveAttribute("aria-expanded", "false");
  });

  test("works from the keyboard: Enter opens, ArrowDown enters, Escape closes", async ({ page }) => {
    await page.goto("/");
    const ministries = page.getByRole("button", { name: "Ministries", exact: true });
    await ministries.focus();
    await page.keyboard.press("Enter");
    await expect(ministries).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(ministries).toHaveAttribute("aria-expanded", "false");
    await expect(ministries).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Corporate Worship" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ministries_corporate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Worship");
    await expect(ministries).toHaveAttribute("aria-expanded", "false");
  });

  test("moves with the arrow keys: along the bar, within a submenu, Home and End to the ends", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: "Ministries", exact: true })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Live Stream" }),
    ).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: "I'm New" })).toBeFocused();
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Statement of Faith" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Statement of Faith" })).not.toBeFocused();
    await page.keyboard.press("End");
    const last = page.locator(":focus");
    const lastName = await last.textContent();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toHaveText(lastName!);
    await page.keyboard.press("Home");
    await expect(page.getByRole("link", { name: "Statement of Faith" })).toBeFocused();
    await expect(about).toHaveAttribute("aria-expanded", "true");
  });
});
