// Runs in the desktop project only (see playwright.config.ts).
import { expect, test } from "./fixtures";

test.describe("desktop menu", () => {
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
});
