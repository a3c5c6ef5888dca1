/**
 * "Live now" and the next service, from the service times read against the browser's clock
 * (Playwright's clock) in the church's time zone: every page's header links to the live stream
 * while a streamed service is on, and the live stream page says when the next one starts.
 */
import type { Page } from "@playwright/test";
import { getContent } from "../../app/site/content.server";
import { liveSchedule } from "../../app/lib/service-clock";
import { expect, test } from "./fixtures";

const { siteConfig, today } = getContent();

// The visitor's own clock is the church's, as for most of its visitors; one test moves it.
test.use({ timezoneId: siteConfig.church.timeZone });

/** The header's link, shown or not (a hidden link has no role to find it by). */
const liveLink = (page: Page) => page.locator('header a[href="/livestream"]', { hasText: "Live now" });
const line = (page: Page) => page.locator("main #next-service");

test("the streamed services are the Worship Service and the Family Life Service", () => {
  expect(liveSchedule(siteConfig, today).services.map((s) => s.name)).toEqual([
    "Worship Service",
    "Family Life Service",
  ]);
});

test.describe("during a service", () => {
  test("every page's header links to the live stream, and the live stream page says until when", async ({
    page,
    expectAccessible,
  }) => {
    // Sunday 29 November 2026, 10:45 AM Eastern Standard Time.
    await page.clock.install({ time: new Date("2026-11-29T10:45:00-05:00") });
    for (const path of ["/", "/about_doctrine", "/visit"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Live now" })).toBeVisible();
    }
    await expectAccessible();
    await page.getByRole("link", { name: "Live now" }).click();
    await expect(page).toHaveURL(/\/livestream$/);
    await expect(line(page)).toHaveText("Live now: the Worship Service, until 12:00 PM.");
    await expect(line(page).locator("time")).toHaveAttribute("datetime", "2026-11-29T12:00:00-05:00");
  });

  test("sits in the header's bar, over none of the page, and moves neither the header nor its links", async ({
    page,
  }) => {
    const where = async () => ({
      header: await page.locator("header").first().boundingBox(),
      search: await page.getByRole("link", { name: "Search" }).boundingBox(),
    });
    await page.clock.install({ time: new Date("2026-11-29T09:00:00-05:00") });
    await page.goto("/about_doctrine");
    await expect(liveLink(page)).toBeHidden();
    const before = await where();
    await page.clock.setSystemTime(new Date("2026-11-29T10:45:00-05:00"));
    await page.goto("/about_doctrine");
    await expect(liveLink(page)).toBeVisible();
    expect(await where()).toEqual(before);
    for (const scrolled of [0, 800]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled);
      const pill = (await liveLink(page).boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      expect(pill.y, `scrolled ${scrolled} px`).toBeGreaterThanOrEqual(header.y);
      expect(pill.y + pill.height, `scrolled ${scrolled} px`).toBeLessThanOrEqual(header.y + header.height);
    }
  });

  test("the 3rd Sunday's evening service is live, and the 4th Sunday's evening is not", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-15T18:10:00-05:00") });
    await page.goto("/livestream");
    await expect(liveLink(page)).toBeVisible();
    await expect(line(page)).toHaveText("Live now: the Family Life Service, until 7:30 PM.");
    await page.clock.setSystemTime(new Date("2026-11-22T18:10:00-05:00"));
    await page.goto("/livestream");
    await expect(liveLink(page)).toBeHidden();
    await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM, in 7 days (Worship Service).");
  });

  test("follows the church's clock on the Sunday clocks go forward", async ({ page }) => {
    // 14 March 2027: at 10:30 AM daylight time (14:30 UTC) the service is on; an hour earlier on
    // the winter clock it would not have started.
    await page.clock.install({ time: new Date("2027-03-14T14:31:00Z") });
    await page.goto("/livestream");
    await expect(liveLink(page)).toBeVisible();
    await page.clock.setSystemTime(new Date("2027-03-14T14:20:00Z"));
    await page.goto("/livestream");
    await expect(liveLink(page)).toBeHidden();
    await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM, in 10 minutes (Worship Service).");
  });
});

test.describe("outside a service", () => {
  test("no page shows Live now, and the live stream page counts down to the next service", async ({
    page,
    expectAccessible,
  }) => {
    // Friday 27 November 2026, noon.
    await page.clock.install({ time: new Date("2026-11-27T12:00:00-05:00") });
    await page.goto("/");
    await expect(liveLink(page)).toBeHidden();
    await page.goto("/livestream");
    await expect(liveLink(page)).toBeHidden();
    await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM, in 2 days (Worship Service).");
    await expect(line(page).locator("time")).toHaveAttribute("datetime", "2026-11-29T10:30:00-05:00");
    await expectAccessible();
  });
});

test("the live stream page's line is right from the first paint, and the page fetches no script", async ({
  browser,
}) => {
  // A page of its own, not the fixture's, which waits for the page script: here it cannot come.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-11-27T12:00:00-05:00") });
  await page.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.abort());
  await page.route("**/assets/js/**", (route) => route.abort());
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/livestream", { waitUntil: "commit" });
  // The inline script just after the line writes it before the page's first paint.
  await page.waitForSelector("main #next-service time", { state: "attached" });
  await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM, in 2 days (Worship Service).");
  await page.waitForLoadState("load");
  // Nothing for the line, nor for the video, whose script is inline too.
  expect(scripts).toEqual([]);
  // Pressed, the video's box gives way (to the message: its provider is refused here).
  await page.getByRole("button", { name: "Play: Live stream of the worship service" }).click();
  await expect(page.locator("main [data-frame-box]")).toHaveCount(0);
  await context.close();
});

test.describe("for a visitor whose clock is in another time zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the next service says the church's time zone", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-27T12:00:00-05:00") });
    await page.goto("/livestream");
    await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM EST, in 2 days (Worship Service).");
  });
});

test("Live now appears the minute the service starts, and moves nothing on the page", async ({ page, browser }) => {
  await page.clock.install({ time: new Date("2026-11-29T10:29:30-05:00") });
  await page.goto("/livestream");
  await expect(liveLink(page)).toBeHidden();
  await expect(line(page)).toHaveText("Next service: Sunday 10:30 AM, in 1 minute (Worship Service).");
  const video = await page.locator("main figure[data-video]").boundingBox();
  // Only what the minute's change moves, from here on: an observer without the buffered
  // entries gets no shift of the page's own load, which the bench measures.
  await page.evaluate(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        for (const source of entry.sources)
          shifts.push(
            `${entry.value.toFixed(4)} ${source.node?.nodeName} ${(source.node as Element | undefined)?.className} ` +
              `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          );
    }).observe({ type: "layout-shift" });
  });
  await page.clock.fastForward(31_000);
  await expect(liveLink(page)).toBeVisible();
  await expect(line(page)).toHaveText("Live now: the Worship Service, until 12:00 PM.");
  expect(await page.locator("main figure[data-video]").boundingBox()).toEqual(video);
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  // The line as built, before the script wrote it, is as tall (the page above it may differ:
  // without JavaScript the build's banner stays).
  const built = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const before = await built.newPage();
  await before.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.fulfill({ status: 204 }));
  await before.goto("/livestream");
  expect((await line(before).boundingBox())?.height).toBe((await line(page).boundingBox())?.height);
  await built.close();
});

test("without JavaScript the live stream page gives the schedule and its time zone, and no Live now", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.fulfill({ status: 204 }));
  await page.goto("/livestream");
  await expect(page.locator("main")).toContainText(
    "Streamed live: the Worship Service, Sundays at 10:30 AM; the Family Life Service, 3rd Sunday monthly at 6:00 PM.",
  );
  await expect(line(page)).toHaveText("Times are Eastern Time.");
  await expect(liveLink(page)).toBeHidden();
  await context.close();
});
