/**
 * The accessibility statement's checks beyond axe (content/pages/accessibility.md): text zoomed
 * to 200 % and 400 % reflows without scrolling sideways (WCAG 1.4.4, 1.4.10), and a visitor who
 * asks for reduced motion gets no smooth scrolling, transitions or animations (WCAG 2.3.3).
 */
import { allRoutes } from "./site-routes";
import { expect, test } from "./fixtures";

// A 1280 x 800 window zoomed to 200 % lays pages out 640 CSS pixels wide, and to 400 % 320 wide.
for (const [zoom, width, height] of [
  ["200 %", 640, 400],
  ["400 %", 320, 200],
] as const) {
  test.describe(`zoomed to ${zoom}`, () => {
    test.use({ viewport: { width, height } });

    test.describe(`every route reflows to ${width} px without scrolling sideways`, () => {
      for (const path of allRoutes) {
        test(path, async ({ page }) => {
          await page.goto(path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        });
      }
    });

    test("the menu and search still work", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: /menu/i }).first().click();
      await expect(
        page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Live Stream" }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "Search" }).click();
      await expect(page.getByRole("searchbox")).toBeVisible();
    });
  });
}

test.describe("with reduced motion asked for", () => {
  test.use({ reducedMotion: "reduce" });

  test.describe("pages neither scroll smoothly nor animate", () => {
    for (const path of allRoutes) {
      test(path, async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
        // Every transition and animation of the page, the closed menus' included, takes no time.
        const durations = await page.evaluate(() =>
          [...document.querySelectorAll("*")].flatMap((element) => {
            const style = getComputedStyle(element);
            return [...style.transitionDuration.split(","), ...style.animationDuration.split(",")]
              .map((d) => parseFloat(d) * (d.trim().endsWith("ms") ? 1 : 1000))
              .filter((ms) => ms > 1);
          }),
        );
        expect(durations).toEqual([]);
      });
    }
  });
});

test("without that wish, the page scrolls smoothly to an anchor (so the check above can fail)", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});
