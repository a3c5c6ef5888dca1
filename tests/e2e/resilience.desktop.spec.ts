import type { Browser, Page } from "@playwright/test";
import { allRoutes } from "./site-routes";
import { expect, firstInput, playEveryVideo, test } from "./fixtures";

/** Opens a page in a context of its own (no JavaScript, or no third parties) and returns it. */
async function openIn(browser: Browser, options: { javaScriptEnabled?: boolean; blockThirdParties?: boolean }) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.blockThirdParties) await context.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

/** The page shows its heading and its text (at least the introduction) in its main region. */
async function expectContent(page: Page, path: string) {
  await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  const text = (await page.locator("main").innerText()).trim();
  expect(text.length, `${path}: characters in main`).toBeGreaterThan(120);
}

/**
 * No box of the page's main content is left without words where a third party's content was to
 * be (a frame's or a feed's room): every box at least 100 px tall holds text or a picture.
 */
async function expectNoEmptyBoxes(page: Page, path: string) {
  // A feed's frame loads once a reader scrolls near it, and says so once the provider's script
  // fails, which a blocked host makes quick: then its message is all the feed's box holds.
  for (const feed of await page.locator("main [data-feed-box]").all()) await feed.scrollIntoViewIfNeeded();
  await expect(
    page.locator("main [data-feed-box]:not(:has(> p))"),
    `${path}: a feed box without its message`,
  ).toHaveCount(0);
  const empty = await page.locator("main").evaluate(async (main) => {
    const media = "picture, svg, iframe, video, audio, img, canvas";
    const empty = (element: HTMLElement) =>
      element.getBoundingClientRect().height >= 100 && !element.innerText.trim() && !element.querySelector(media);
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().height)} px)`;
    const found: string[] = [];
    // A box the browser lays out only near the screen (a document's section, a long list's item)
    // holds nothing drawn until then: each is judged near the screen, as a reader scrolling down
    // would see it.
    const nearOnly = [...main.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto" && element.checkVisibility(),
    );
    for (const element of nearOnly) {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (empty(element)) found.push(name(element));
    }
    scrollTo({ top: 0, behavior: "instant" });
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      if (element.closest(media) || nearOnly.includes(element)) continue;
      // Inside a closed disclosure, or otherwise not shown: nobody sees it empty.
      if (!element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      if (empty(element)) found.push(name(element));
    }
    return found;
  });
  expect(empty, `${path}: boxes without words`).toEqual([]);
}

test.describe("pages survive failure", () => {
  test("with every other host blocked, every route renders, and each embed shows its link instead", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await openIn(browser, { blockThirdParties: true });
    // What went wrong on this site's own server, for the message of a page whose script never took over.
    const problems: string[] = [];
    page.on("requestfailed", (request) => {
      if (/^https?:\/\/localhost[:/]/.test(request.url()))
        problems.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    for (const path of allRoutes) {
      problems.length = 0;
      await page.goto(path);
      await firstInput(page);
      await page
        .waitForFunction(() => !document.documentElement.classList.contains("no-js"), undefined, { timeout: 20_000 })
        .catch(() => {
          throw new Error(
            `${path}: the page script did not take over within 20 s; ${problems.join("; ") || "no request failed"}`,
          );
        });
      await expectContent(page, path);
      // Every frame of the page, loaded or still waiting to come near the screen.
      const embeds = page.locator("main figure:is([data-frame], [data-video])");
      const frames = await embeds.count();
      if (frames === 0) {
        await expectNoEmptyBoxes(page, path);
        continue;
      }
      // Bring every frame near the screen, as a reader scrolling down would, and press each video's Play.
      for (const figure of await embeds.all()) await figure.scrollIntoViewIfNeeded();
      await playEveryVideo(page);
      const fallbacks = page.locator("main figure").getByText(/could not be loaded here\./);
      await expect(fallbacks, `${path}: a message in place of each frame`).toHaveCount(frames);
      await expect(page.locator("main iframe"), path).toHaveCount(0);
      for (const fallback of await fallbacks.all()) {
        await expect(fallback.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
        // No more than a screen of box around the message, however tall the frame was to be.
        expect((await fallback.boundingBox())!.height, path).toBeLessThanOrEqual(page.viewportSize()!.height);
      }
      await expectNoEmptyBoxes(page, path);
    }
    await context.close();
  });

  test("social feeds keep their link to the ministry's page when the provider's script is blocked", async ({
    browser,
  }) => {
    const { context, page } = await openIn(browser, { blockThirdParties: true });
    for (const path of ["/women", "/ministries_crossroads", "/ministries_412"]) {
      await page.goto(path);
      const feed = page.locator("section", { has: page.getByRole("heading", { name: /social media/i }) });
      await feed.scrollIntoViewIfNeeded();
      await expect(feed.getByRole("link").first(), path).toHaveAttribute("href", /^https:\/\//);
      await expect(feed.getByText("The feed could not be loaded here."), path).toBeVisible();
    }
    await context.close();
  });

  test("without JavaScript every route shows its content and a way to the menu", async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await openIn(browser, { javaScriptEnabled: false });
    for (const path of allRoutes) {
      await page.goto(path);
      await expectContent(page, path);
      await expect(page.getByRole("navigation", { name: /main/i }).first(), path).toBeAttached();
    }
    await context.close();
  });

  test("without JavaScript a video is its player, with no Play button that could not work", async ({ browser }) => {
    const { context, page } = await openIn(browser, { javaScriptEnabled: false });
    await context.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.fulfill({ status: 204 }));
    await page.goto("/livestream");
    const figure = page.locator("main figure[data-video]");
    await expect(figure.locator("iframe")).toBeVisible();
    await expect(figure.getByRole("button")).toHaveCount(0);
    await context.close();
  });

  test("without JavaScript the carousel hides buttons that could not work, and its slides stay reachable", async ({
    browser,
  }) => {
    const { context, page } = await openIn(browser, { javaScriptEnabled: false });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: /featured/i });
    await expect(carousel.getByRole("button")).toHaveCount(0);
    const slides = carousel.getByRole("link");
    expect(await slides.count()).toBeGreaterThan(1);
    // Tab reaches each slide's link, which scrolls its slide into view.
    await slides.last().focus();
    await expect(slides.last()).toBeInViewport();
    await context.close();
  });
});
