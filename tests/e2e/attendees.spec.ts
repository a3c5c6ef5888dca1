import { sampleContent } from "../support/sample-content";
import ICAL from "ical.js";
import { pageScriptFallbackMs } from "../../app/lib/page-script";
import { expect, test, untouchedPage } from "./fixtures";

const { siteConfig, conference } = sampleContent();

test("the live stream shows the privacy-enhanced video and its three buttons", async ({ page }) => {
  await page.goto("/livestream");
  const frame = page.locator("main iframe");
  // No player runs until the visitor asks for it; one press brings it in, playing, with the focus.
  const play = page.getByRole("button", { name: "Play: Live stream of the worship service" });
  await expect(play).toBeVisible();
  await page.waitForLoadState("load");
  await expect(frame).toHaveCount(0);
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/.*[?&]autoplay=1$/);
  await expect(frame).toBeFocused();
  await expect(frame).toHaveAttribute("title", /.+/);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(page.getByRole("link", { name: "Watch on our YouTube channel" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Connect With Us" })).toHaveAttribute(
    "href",
    siteConfig.links.churchCenter!.contact!,
  );
  await expect(main.getByRole("link", { name: "YouTube Channel", exact: true })).toHaveAttribute(
    "href",
    siteConfig.links.videoChannel,
  );
  await expect(main.getByRole("link", { name: "Past Messages" })).toHaveAttribute("href", "/attendees_sermons");
});

test("membership and baptism: numbered steps and a recorded message to play or download", async ({ page }) => {
  await page.goto("/attendees_membership_baptism");
  const steps = page.locator("main ol > li");
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  const src = await page
    .getByRole("link", { name: /^Download the message/ })
    .last()
    .getAttribute("href");
  expect(src).toMatch(/^https:\/\/.+\.mp3$/);
  // Third parties answer these tests with a web page, not sound: pressed, the player says it cannot play it.
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toBeEmpty();
  // The player is made at the press: until then the page holds none.
  const audio = page.locator("main audio");
  await expect(audio).toHaveCount(0);
  // Its Listen button is a <summary>, a button to screen readers that Playwright's roles do not know.
  await page.locator("main summary", { hasText: "Listen" }).click();
  await expect(audio).toBeVisible();
  await expect(audio).toHaveAttribute("controls", "");
  await expect(audio).toHaveAttribute("src", src!);
  await expect(status).toHaveText(
    "The recording cannot be reached right now. The message in brief is below; for a copy of the recording, call the church office at (717) 555-0148 or write to office@cedarhollowbible.org.",
  );
  await expect(status.getByRole("link", { name: "(717) 555-0148" })).toHaveAttribute("href", "tel:7175550148");
  // The download is on the same host: it goes with the player's sound.
  await expect(page.locator('main a[download][href$=".mp3"]')).toBeHidden();
});

test("recommended reading lists books by topic and three position statements", async ({ page }) => {
  await page.goto("/attendees_reading");
  expect(await page.locator("main cite").count()).toBeGreaterThanOrEqual(6);
  const statements = page.getByRole("region", { name: "Position statements" }).getByRole("listitem").getByRole("link");
  await expect(statements).toHaveCount(3);
  for (const href of await statements.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
    expect(href).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
  }
});

test.describe("reading plan", () => {
  test("lists 15 weeks from 7 before today, labelled by number and Monday, with bookmarks", async ({
    page,
    request,
  }) => {
    // A Wednesday: the current week is the one starting Monday 11/16/26.
    await page.clock.setFixedTime(new Date("2026-11-18T10:00:00"));
    await page.goto("/attendees_biblereadingplan");
    await expect(page.getByTestId("current-week")).toHaveText("Week 98 - 11/16/26");
    const links = page.getByRole("list", { name: "Reading plan weeks" }).getByRole("link");
    await expect(links).toHaveCount(15);
    await expect(links.first()).toHaveText("Week 91 - 09/28/26");
    await expect(links.last()).toHaveText("Week 105 - 01/04/27");
    await expect(links.nth(7)).toHaveAttribute("aria-current", "date");
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      expect(href).toMatch(/^\/img\/readingplan\/\d{3}\.png$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });

  test("follows the visitor's clock across the wrap from week 106 to 1", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-01-17T20:00:00")); // a Sunday evening
    await page.goto("/attendees_biblereadingplan");
    await expect(page.getByTestId("current-week")).toHaveText("Week 106 - 01/11/27");
    await expect(page.getByRole("link", { name: "Week 1 - 01/18/27" })).toHaveAttribute(
      "href",
      "/img/readingplan/001.png",
    );
  });

  test("in the week it was drawn for, the page fetches no script at load; in another, it brings React to move the weeks", async ({
    page,
  }) => {
    const html = await (await page.request.get("/attendees_biblereadingplan")).text();
    const week = /data-island="reading-plan-weeks"[^>]*data-week="([\d-]+)"/.exec(html)?.[1];
    expect(week, "the island says which week it was drawn for").toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fresh = await untouchedPage(page);
    const scripts: string[] = [];
    fresh.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Sunday evening, the week's last hour: still the week the page was drawn for.
    const sunday = new Date(`${week}T00:00:00`);
    sunday.setDate(sunday.getDate() + 6);
    sunday.setHours(23);
    await fresh.clock.setFixedTime(sunday);
    await fresh.goto("/attendees_biblereadingplan");
    // Past the page's load, its first paint and the loader's fallback of a few seconds after parsing.
    await fresh.waitForTimeout(pageScriptFallbackMs + 500);
    expect(scripts).toEqual([]);
    // The next Monday: the page's weeks are a week behind, and the island hydrates at load.
    sunday.setHours(sunday.getHours() + 2);
    await fresh.clock.setFixedTime(sunday);
    await fresh.goto("/attendees_biblereadingplan");
    await expect.poll(() => scripts).toContainEqual(expect.stringMatching(/^\/assets\/js\/site-[\w-]+\.js$/));
    const monday = [sunday.getMonth() + 1, sunday.getDate(), sunday.getFullYear() % 100];
    await expect(fresh.getByTestId("current-week")).toHaveText(
      new RegExp(` - ${monday.map((n) => String(n).padStart(2, "0")).join("/")}$`),
    );
    await fresh.close();
  });

  test("the pre-rendered page already lists 15 weeks", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/attendees_biblereadingplan");
    await expect(page.getByRole("list", { name: "Reading plan weeks" }).getByRole("link")).toHaveCount(15);
    await context.close();
  });
});

test.describe("missions conference", () => {
  test("has a register link, two speakers and 7 sessions over two days", async ({ page }) => {
    await page.goto("/missions_conference");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Register for the conference" })).toHaveAttribute(
      "href",
      (conference.register as { href: string }).href,
    );
    await expect(page.getByRole("region", { name: "Our speakers" }).getByRole("heading", { level: 3 })).toHaveCount(2);
    // The conference is next year on the tests' day: its dates carry the year.
    await expect(main.locator("h3 time")).toHaveText(["Sunday, October 17, 2027", "Monday, October 18, 2027"]);
    await expect(main.getByRole("link", { name: /^Add to calendar/ })).toHaveCount(7);
  });

  test("offers calendar files that parse, in the church's time zone", async ({ page, request }) => {
    await page.goto("/missions_conference");
    const hrefs = await page
      .locator('main a[href$=".ics"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs).toHaveLength(8);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
        siteConfig.church.timeZone,
      );
      expect(calendar.getAllSubcomponents("vevent").length).toBe(href.includes("session") ? 1 : 7);
    }
  });
});
