/**
 * The site search (/search): answers from the index the build wrote (scripts/build-search.ts),
 * only with what a visitor can see today, forgiving typos and knowing a visitor's words, with
 * snippets under the section they come from; with the keyboard alone, in an address that can be
 * shared, without moving what the visitor reads; and without JavaScript, a list of every page
 * grouped as in the menu, saying that searching needs JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, test, untouchedPage } from "./fixtures";
import { dayAfter } from "../../app/lib/notices";
import { getContent } from "../../app/site/content.server";
import { sitePaths } from "../../scripts/site-pages";
import { sermonFilterPaths } from "../../app/site/sermons.server";
import { relevanceFloor, relevanceQueries, relevanceTop } from "../support/search-relevance";

interface Result {
  title: string;
  path: string;
  heading: string | null;
  href: string | null;
  snippet: string;
}

/** The results shown, in their order: each page's title and address, the section's heading and its link, the snippet. */
const results = (page: Page): Promise<Result[]> =>
  page.locator("#search-results > li").evaluateAll((items) =>
    items.map((item) => {
      const title = item.querySelector("a")!;
      // The section's heading: a link when the section has an address of its own.
      const section = item.querySelector("[data-section]");
      const href = section instanceof HTMLAnchorElement ? new URL(section.href) : undefined;
      return {
        title: title.textContent!,
        path: new URL(title.href).pathname,
        heading: section?.textContent ?? null,
        href: href ? href.pathname + href.hash : null,
        snippet: item.querySelector("p")!.textContent!,
      };
    }),
  );

/** Puts a query in the field (as one change, as a paste would be) and waits for its answer. */
async function search(page: Page, query: string): Promise<Result[]> {
  const field = page.getByRole("searchbox", { name: "Search the site" });
  await field.fill(query);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`(found|Nothing found) for “${query}”`));
  return results(page);
}

test.describe("site search", () => {
  test("a query in the address opens with its results, and no layout shift", async ({ page, expectAccessible }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/search?q=nursery");
    await expect(page.getByRole("status")).toHaveText(/^\d+ pages found for “nursery”/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("nursery");
    const titles = (await results(page)).map((result) => result.title);
    expect(titles).toEqual(expect.arrayContaining(["Corporate Worship", "Unified Wednesdays", "Plan Your Visit"]));
    await expect(page.locator("mark").first()).toHaveText(/nursery/i);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await expectAccessible();
  });

  test(`puts the right page first for ${relevanceQueries.length} queries a visitor would type`, async ({ page }) => {
    // Each answer's count follows half a second after it: 30 of them take 20 s or so.
    test.setTimeout(90_000);
    await page.goto("/search");
    const table: string[] = [];
    let first = 0;
    for (const { query, first: expected } of relevanceQueries) {
      const paths = (await search(page, query)).map((result) => result.path);
      const rank = paths.indexOf(expected) + 1;
      if (rank === 1) first++;
      table.push(
        `${query} → ${expected}: ${rank === 0 ? "not found" : `#${rank}`}${rank === 1 ? "" : ` (first: ${paths[0]})`}`,
      );
      expect.soft(rank, `${query} → ${expected}; the results were ${paths.join(", ")}`).toBeGreaterThan(0);
      expect
        .soft(rank, `${query} → ${expected}; the results were ${paths.join(", ")}`)
        .toBeLessThanOrEqual(relevanceTop);
    }
    test.info().annotations.push({
      type: "relevance",
      description: `${first} of ${relevanceQueries.length} first\n${table.join("\n")}`,
    });
    expect(first, table.join("\n")).toBeGreaterThanOrEqual(relevanceFloor);
  });

  test("forgives a typo and knows a visitor's words, from the site settings' synonyms", async ({ page }) => {
    await page.goto("/search");
    const baptism = await search(page, "bapism");
    expect(baptism[0]!.title).toBe("Membership & Baptism");
    await expect(page.locator("#search-results mark").first()).toHaveText("Baptism");
    // Every word the office lists for "kids" is found through it.
    const kids = (await search(page, "kids")).map((result) => result.path);
    expect(kids).toEqual(expect.arrayContaining(["/visit", "/ministries_unifiedwednesdays", "/about_staff"]));
    const wheelchair = await search(page, "wheelchair");
    expect(wheelchair[0]).toMatchObject({
      path: "/visit",
      heading: "Getting in and around the building",
      href: "/visit#getting-in-and-around-the-building",
    });
    expect(wheelchair.map((result) => result.path)).toContain("/accessibility");
    expect((await search(page, "times"))[0]).toMatchObject({ path: "/", heading: "Service Times & Location" });
    const synonyms = getContent().siteConfig.searchSynonyms ?? [];
    expect(synonyms.find((synonym) => synonym.word === "kids")?.alsoFinds).toContain("nursery");
  });

  test("shows a snippet from the start of a sentence, under its section's heading, linked to it", async ({ page }) => {
    await page.goto("/search");
    // Blocks never run together: the meeting times of a card read as separate phrases.
    for (const result of await search(page, "412")) {
      expect(result.snippet).not.toMatch(/YouthSundays|PMGrades|class1st/);
      expect(result.snippet).toMatch(/^[\p{Lu}\d"“]/u);
    }
    const [trinity] = await search(page, "trinity");
    expect(trinity).toMatchObject({
      title: "Statement of Faith",
      heading: "The Triune God",
      href: "/about_doctrine#the-triune-god",
    });
    expect(trinity!.snippet).toMatch(/^We believe in one living and true God/);
    await page.getByRole("link", { name: "The Triune God" }).click();
    await expect(page).toHaveURL(/\/about_doctrine#the-triune-god$/);
    await expect(page.getByRole("heading", { name: "The Triune God" })).toBeInViewport();
  });

  test("finds only what the pages show today, and stops when a notice ends", async ({ page }) => {
    const fall = getContent().pages.find((p) => p.kind === "fall")!;
    const noon = (day: string) => new Date(`${day}T12:00:00-04:00`);
    await page.clock.setFixedTime(noon(fall.showUntil!));
    await page.goto("/search");
    // The conference page's "it is over" text is hidden until after the conference: never found.
    expect((await search(page, "prayed")).map((result) => result.path)).not.toContain("/missions_conference");
    // The fall page's "sign-ups close" is shown up to its last day, then hidden, on the page and here.
    const open = await search(page, "sign-ups close");
    expect(open.find((result) => result.path === "/fall")?.snippet).toMatch(/^Sign-ups close on September 1/);
    await page.clock.setFixedTime(noon(dayAfter(fall.showUntil!)));
    await page.goto("/search");
    const closed = await search(page, "sign-ups close");
    for (const result of closed) expect(result.snippet).not.toMatch(/Sign-ups close on/);
  });

  test("finds a staff member by name, and puts the page a word is about first", async ({ page }) => {
    await page.goto("/search?q=Penner");
    await expect(page.getByRole("status")).toHaveText(/found for “Penner”/);
    expect((await results(page)).map((result) => result.title)).toContain("Staff & Leadership");
    await page.goto("/search?q=baptism");
    await expect(page.getByRole("status")).toHaveText(/found for “baptism”/);
    expect((await results(page))[0]!.title).toBe("Membership & Baptism");
  });

  test("works from the keyboard alone, and the address follows the query", async ({ page }) => {
    await page.goto("/");
    // The header's search link, reached by Tab like any other.
    const link = page.getByRole("link", { name: "Search", exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole("searchbox", { name: "Search the site" });
    // Reaching the field is the page's first input, which brings its script: it takes the form
    // over (before, Enter asks for /search?q=… as a new page, which answers as well).
    await field.focus();
    await expect(field).toHaveAttribute("aria-controls", "search-results");
    await page.keyboard.type("parking");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(/found for “parking”/);
    await expect(page).toHaveURL(/\/search\?q=parking$/);
    await page.keyboard.press("Tab"); // the Search button
    await page.keyboard.press("Tab"); // the first result
    const first = (await results(page))[0]!.title;
    await expect(page.locator(":focus")).toHaveText(first);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe("/search");
  });

  test("answers what was typed before its script arrived (a quick visitor on a slow phone)", async ({ page }) => {
    // The search's code is held back until the visitor has typed, as on a slow connection.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/js\/site-search-[\w-]+\.js$/, async (route) => {
      held = true;
      await typed;
      await route.continue();
    });
    await page.goto("/search", { waitUntil: "domcontentloaded" });
    await page.getByRole("searchbox", { name: "Search the site" }).fill("parking");
    await expect.poll(() => held).toBe(true);
    release();
    await expect(page.getByRole("status")).toHaveText(/found for “parking”/);
    expect((await results(page)).length).toBeGreaterThan(0);
  });

  test("fetches the engine and index on the visitor's first input, not for a page no one touches", async ({ page }) => {
    const untouched = await untouchedPage(page);
    const fetched: string[] = [];
    untouched.on("request", (request) => {
      if (/search-index\.json|search-engine/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await untouched.goto("/search");
    await untouched.waitForFunction(() => document.readyState === "complete");
    // Time for the page's own start and an idle moment: still nothing.
    await untouched.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    await untouched.mouse.move(20, 300);
    await expect.poll(() => fetched.length).toBe(2);
    await untouched.getByRole("searchbox", { name: "Search the site" }).fill("parking");
    await expect(untouched.getByRole("status")).toHaveText(/found for “parking”/);
    await untouched.close();
  });

  test("fetches them at once when the visitor reached the field before the search's code arrived", async ({ page }) => {
    const untouched = await untouchedPage(page);
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (release = resolve));
    await untouched.route(/\/assets\/js\/site-search-[\w-]+\.js$/, async (route) => {
      await reached;
      await route.continue();
    });
    const index = untouched.waitForRequest(/search-index\.json/);
    await untouched.goto("/search");
    await untouched.getByRole("searchbox", { name: "Search the site" }).focus();
    release();
    // No other input comes: the field's focus was the visitor's move.
    await index;
    await untouched.close();
  });

  test("says when nothing is found and points to the parts of the site", async ({ page, expectAccessible }) => {
    await page.goto("/search?q=xylophonequartet");
    await expect(page.getByRole("status")).toHaveText(
      "Nothing found for “xylophonequartet”. Try another word, or look in a part of the site:",
    );
    const parts = page.getByRole("navigation", { name: "Parts of the site" });
    await expect(parts.getByRole("link", { name: "Ministries" })).toBeVisible();
    await parts.getByRole("link", { name: "Ministries" }).click();
    await expect(page.getByRole("heading", { name: "Ministries", level: 3 })).toBeInViewport();
    await expectAccessible();
  });

  test("the list of every page follows the results closely", async ({ page }) => {
    await page.goto("/search?q=dairy");
    await expect(page.getByRole("status")).toHaveText("1 page found for “dairy”");
    const list = await page.locator("#search-results").boundingBox();
    const everyPage = await page.getByRole("heading", { name: "Every page" }).boundingBox();
    expect(everyPage!.y - (list!.y + list!.height)).toBeLessThan(100);
  });
});

test.describe("without JavaScript", () => {
  test("/search says searching needs JavaScript, and lists every page just below", async ({ browser }, testInfo) => {
    const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=nursery");
    // Playwright's text locators skip <noscript>, where the message is.
    const message = page.locator("main noscript p");
    await expect(message).toBeVisible();
    await expect(message).toHaveText(/^Searching needs JavaScript, which is off in this browser\./);
    const map = page.getByRole("region", { name: "Every page" });
    // In the first screen, at a phone's size as at a desktop's.
    await expect(map.getByRole("heading", { name: "Every page" })).toBeInViewport();
    for (const part of ["About Us", "Ministries", "Attendees", "More pages"])
      await expect(map.getByRole("heading", { name: part, level: 3 })).toBeVisible();
    const listed = new Set(
      (await map.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).map(String),
    );
    // The pages of each sermon series, speaker and book are the sermons page's, which lists them.
    const sermonPages = new Set(sermonFilterPaths());
    for (const path of sitePaths().filter((path) => path !== "/search" && !sermonPages.has(path)))
      expect(listed, path).toContain(path);
    await expect(map.getByRole("link", { name: "Corporate Worship" }).locator("+ p")).toHaveText(/Sunday worship/);
    await context.close();
  });
});
