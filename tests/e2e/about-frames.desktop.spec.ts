import { biographyPaths } from "../../app/site/content.server";
import { expect, test } from "./fixtures";

/**
 * The message-archive frame's height on biography pages at widths either side of each breakpoint
 * (1200, 992, 768, 575, 560 and 436 px). The same table lives in staff-biography.module.css.
 */
const heights: [width: number, height: number][] = [
  [1280, 1000],
  [1200, 1000],
  [1199, 1100],
  [992, 1100],
  [991, 1300],
  [768, 1300],
  [767, 1500],
  [575, 1500],
  [574, 1700],
  [560, 1700],
  [559, 1900],
  [436, 1900],
  [435, 2300],
  [320, 2300],
];

// The frame, or its box before it comes in (near the screen: below the latest sermons it may not
// yet); without JavaScript the frame is in its box, and comes last.
const frameHeight = (page: import("@playwright/test").Page) =>
  page
    .locator("main iframe, main [data-frame-box]")
    .last()
    .evaluate((frame) => frame.getBoundingClientRect().height);

for (const path of biographyPaths()) {
  test(`${path}: the archive frame's height follows the window width`, async ({ page }) => {
    await page.goto(path);
    for (const [width, height] of heights) {
      await page.setViewportSize({ width, height: 800 });
      // Polled: the frame may take its box's place while it is measured.
      await expect.poll(() => frameHeight(page), { message: `at ${width} px` }).toBe(height);
    }
  });
}

test("the frame has its height before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 767, height: 800 } });
  const page = await context.newPage();
  await page.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.fulfill({ status: 204 }));
  await page.goto(biographyPaths()[0]!);
  expect(await frameHeight(page)).toBe(1500);
  await context.close();
});
