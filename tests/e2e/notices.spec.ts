import { sampleContent } from "../support/sample-content";
import { dayAfter } from "../../app/lib/notices";
import { testDay } from "../support/test-day";
import { expect, test } from "./fixtures";
import { allRoutes } from "./site-routes";

/**
 * Dated notices in a page built on the tests' day, seen with the visitor's clock before and after
 * their last day: the page hides what ended after the build by itself, with no layout shift and
 * nothing else changed. (What the build leaves out is tested in app/lib/dated-content.test.ts.)
 */
const { flashBanner, conference } = sampleContent();
const fall = sampleContent().pages.find((page) => page.kind === "fall")!;
const lastSession = conference.sessions
  .map((s) => s.date)
  .sort()
  .at(-1)!;

/** Noon in the church's time zone, on a day of 2026 or 2027 (daylight-saving time from March to November). */
const noon = (day: string) => new Date(`${day}T12:00:00-04:00`);

/** Whether an element takes part in the page: not hidden by the head script or by `hidden`. */
const displayed = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((el) => getComputedStyle(el).display !== "none");

test("the sample notices are inside their dates on the tests' day", () => {
  expect(flashBanner.showUntil! >= testDay && flashBanner.showFrom! <= testDay).toBe(true);
  expect(fall.showUntil! >= testDay).toBe(true);
  expect(lastSession > testDay).toBe(true);
});

for (const [when, day, open] of [
  ["on its last day", flashBanner.showUntil!, true],
  ["the day after", dayAfter(flashBanner.showUntil!), false],
] as const) {
  test(`the flash banner and the fall menu link, visited ${when}`, async ({ page }) => {
    await page.clock.setFixedTime(noon(day));
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Announcement" });
    if (open) await expect(banner).toBeVisible();
    else await expect(banner).toBeHidden();
    const fallLink = page.locator('nav li:has(> a[href="/fall"])').first();
    expect(await displayed(fallLink)).toBe(open);
    // The page's other links are untouched.
    expect(await displayed(page.locator('nav li:has(> a[href="/attendees_sermons"])').first())).toBe(true);
  });
}

test("the fall page closes its sign-ups after their last day and says where to look now", async ({ page }) => {
  await page.clock.setFixedTime(noon(fall.showUntil!));
  await page.goto("/fall");
  const main = page.getByRole("main");
  const registers = main.getByRole("link", { name: /^Register/ });
  await expect(registers.first()).toBeVisible();
  await expect(main.getByText(/Sign-ups for the fall are closed/)).toBeHidden();

  await page.clock.setFixedTime(noon(dayAfter(fall.showUntil!)));
  await page.goto("/fall");
  await expect(main.getByText(/Sign-ups for the fall are closed/)).toBeVisible();
  await expect(main.getByRole("link", { name: "See the church calendar" })).toBeVisible();
  for (const link of await registers.all()) await expect(link).toBeHidden();
  await expect(main.getByText(/Choose a card below and sign up today/)).toBeHidden();
  // The cards themselves stay: the season's classes are still described.
  await expect(main.getByRole("heading", { name: "How to Study the Bible" })).toBeVisible();
});

test("the missions conference shows as past from the day after its last session", async ({ page }) => {
  await page.clock.setFixedTime(noon(lastSession));
  await page.goto("/missions_conference");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Register for the conference" })).toBeVisible();
  await expect(main.getByText("The conference is over.")).toBeHidden();

  await page.clock.setFixedTime(noon(dayAfter(lastSession)));
  await page.goto("/missions_conference");
  await expect(main.getByRole("link", { name: "Register for the conference" })).toBeHidden();
  await expect(main.getByText("The conference is over.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Hear the conference messages" })).toHaveAttribute(
    "href",
    "/attendees_sermons",
  );
});

test("a dated notice is hidden, or its replacement shown, from the moment the parser creates it", async ({ page }) => {
  // The head script adopts its style sheet before <body> exists, so no frame can paint an ended
  // notice and then remove it: nothing below it moves. Each notice's display is read as it is inserted.
  await page.clock.setFixedTime(noon(dayAfter(flashBanner.showUntil!)));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { noticesAtInsertion: string[] }).noticesAtInsertion = seen;
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((m) => [...m.addedNodes])) {
        if (!(node instanceof Element) || !node.matches("[data-show-until], [data-show-from]")) continue;
        const day = node.getAttribute("data-show-until") ?? `from ${node.getAttribute("data-show-from")}`;
        seen.push(`${day}: ${getComputedStyle(node).display === "none" ? "hidden" : "shown"}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/fall");
  const seen = await page.evaluate(() => (window as unknown as { noticesAtInsertion: string[] }).noticesAtInsertion);
  const until = flashBanner.showUntil!;
  // The banner, the fall menu links, the call to action and each Register link; then the closed notice.
  expect(seen.filter((s) => s.startsWith(until)).length).toBeGreaterThan(3);
  expect(seen.filter((s) => s.startsWith(until) && s.endsWith("shown"))).toEqual([]);
  expect(seen).toContain(`from ${dayAfter(until)}: shown`);
});

test("each page's head script knows the days of its own dated notices and no others", async ({ request }) => {
  // The build gives each page the days of what it shows (app/lib/dated-content.ts): a notice the
  // script did not know would stay up after its last day; a day no notice of the page has is
  // work at every load for nothing.
  const days = (html: string, attribute: string) =>
    [...html.matchAll(new RegExp(`<[a-z][^>]* ${attribute}="(\\d{4}-\\d{2}-\\d{2})"`, "g"))].map((m) => m[1]);
  // The script's days of one kind: its call of w(days, daysLater, …) (app/lib/notices.ts).
  const known = (script: string, daysLater: number) =>
    script.match(new RegExp(`w\\((\\[\\[[^)]*?\\]\\]),${daysLater},`))?.[1]?.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  let withScript = 0;
  for (const path of allRoutes) {
    const html = await (await request.get(path)).text();
    const script = html.match(/<script>(\(function\(\)\{try\{var n=Date\.now\(\)[\s\S]*?)<\/script>/)?.[1] ?? "";
    const until = [...new Set(days(html, "data-show-until"))].sort();
    expect(known(script, 1).sort(), path).toEqual(until);
    for (const day of days(html, "data-show-from")) expect(known(script, 0), path).toContain(day);
    if (script) withScript++;
  }
  // On the tests' day the banner atop every page is dated.
  expect(withScript).toBe(allRoutes.length);
});

test("without JavaScript the page shows what was current when it was built", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.abort());
  await page.goto(test.info().project.use.baseURL + "/fall");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /^Register/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Sign-ups for the fall are closed/)).toBeHidden();
  await context.close();
});
