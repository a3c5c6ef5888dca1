// Moves between pages with the desktop menu, so it runs in the desktop project only.
import { sampleContent } from "../support/sample-content";
import type { Page } from "@playwright/test";
import { expect, test, untouchedPage } from "./fixtures";

const { siteConfig } = sampleContent();
const providerScript = siteConfig.links.socialFeedScript;

/**
 * Stands in for the feed provider: counts its loads and fills every widget with a post 300 px
 * tall, now and later.
 */
const fakeProvider = `
  window.feedLoads = (window.feedLoads || 0) + 1;
  const fill = () => document.querySelectorAll('[class*="elfsight-app-"]').forEach((el) => {
    if (!el.textContent) {
      const post = document.createElement("p");
      post.style.cssText = "margin: 0; height: 300px";
      post.textContent = "Feed " + /elfsight-app-([\\w-]+)/.exec(el.className)[1];
      el.append(post);
    }
  });
  fill();
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true });
`;

/** Scrolls to the feed, as a reader would: the frame comes once its room is near the screen. */
const scrollToFeed = (page: Page) => page.locator("[data-feed-box]").scrollIntoViewIfNeeded();

/** The feed's frame on the page: its element, and the frame's document (opaque origin, its own). */
const feedFrame = (page: Page, widget: string) => ({
  element: page.locator(`iframe[src="/feed-frame#${widget}"]`),
  content: page.frameLocator(`iframe[src="/feed-frame#${widget}"]`),
  frame: () => page.frames().find((frame) => frame.url().endsWith(`/feed-frame#${widget}`))!,
});

test("each feed page frames its feed, whose frame loads the provider's script once and takes the feed's height", async ({
  page,
}) => {
  const requests: string[] = [];
  await page.route(providerScript, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProvider });
  });
  const ministries = page.getByRole("button", { name: "Ministries", exact: true });
  const expectFeed = async (widget: string) => {
    await scrollToFeed(page);
    const feed = feedFrame(page, widget);
    await expect(feed.content.locator(`.elfsight-app-${widget}`)).toHaveText(`Feed ${widget}`);
    await expect(feed.content.locator(`script[src="${providerScript}"]`)).toHaveCount(1);
    expect(await feed.frame().evaluate(() => (window as unknown as { feedLoads: number }).feedLoads)).toBe(1);
    // The provider's script is never on the page itself.
    await expect(page.locator(`script[src="${providerScript}"]`)).toHaveCount(0);
    // The frame is as tall as the feed it drew.
    await expect.poll(async () => (await feed.element.boundingBox())?.height).toBe(300);
    await expect(feed.element).toHaveAttribute("title", /on social media$/);
    // The fallback link to the ministry's own page is always there.
    await expect(page.getByRole("main").getByRole("link", { name: /on Instagram$/ })).toBeVisible();
  };
  const visit = async (link: string, widget: string) => {
    await ministries.click();
    await page.getByRole("link", { name: link }).click();
    await expectFeed(widget);
  };

  await page.goto("/ministries_womens");
  await expectFeed("women-cedar-hollow");
  await visit("Crossroads (18-30)", "crossroads-cedar-hollow");
  await visit("412 Youth", "youth-412-cedar-hollow");
  await visit("Women's Ministry", "women-cedar-hollow");

  // One load per page visited: a prerendered page asks the provider for nothing until it is shown.
  expect(requests).toHaveLength(4);
});

test("a feed page fetches no script for its feed: its inline script puts the frame in and gives it the feed's height", async ({
  page,
}) => {
  const fresh = await untouchedPage(page);
  await fresh.route(providerScript, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProvider }),
  );
  const scripts: string[] = [];
  fresh.on("request", (request) => {
    if (request.resourceType() === "script" && request.frame() === fresh.mainFrame()) scripts.push(request.url());
  });
  // No input: the visitor only looks. At 1280 x 800 this feed is on the first screen.
  await fresh.goto("/ministries_crossroads");
  const feed = feedFrame(fresh, "crossroads-cedar-hollow");
  await expect(feed.content.locator(".elfsight-app-crossroads-cedar-hollow")).toHaveText(
    "Feed crossroads-cedar-hollow",
  );
  await expect.poll(async () => (await feed.element.boundingBox())?.height).toBe(300);
  await expect(fresh.locator("[data-feed]")).toHaveAttribute("data-feed", "shown");
  expect(scripts).toEqual([]);
  await fresh.close();
});

test("a feed below the first screen waits for the visitor's first input, then comes in", async ({ page }) => {
  const fresh = await untouchedPage(page);
  await fresh.route(providerScript, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProvider }),
  );
  // At 1280 x 800 this feed starts just below the first screen.
  await fresh.goto("/ministries_womens");
  const box = fresh.locator("[data-feed-box]");
  expect(await box.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(800);
  // Loaded, painted and a few frames on, it has still asked for nothing.
  await fresh.waitForLoadState("load");
  await fresh.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  await expect(box.locator("iframe")).toHaveCount(0);
  await fresh.mouse.wheel(0, 200);
  await expect(feedFrame(fresh, "women-cedar-hollow").content.locator(".elfsight-app-women-cedar-hollow")).toHaveText(
    "Feed women-cedar-hollow",
  );
  await fresh.close();
});

test.describe("with the provider blocked", () => {
  test.use({ allowConsole: [/ERR_BLOCKED_BY_CLIENT/] });

  test("a feed whose provider is blocked says so in its box, beside the ministry's own page", async ({ page }) => {
    await page.route(providerScript, (route) => route.abort("blockedbyclient"));
    await page.goto("/ministries_womens");
    await scrollToFeed(page);
    const feed = page.locator("[data-feed-box]");
    await expect(feed).toContainText("The feed could not be loaded here.");
    await expect(feed.getByRole("link", { name: /on Instagram$/ })).toBeVisible();
    await expect(feed.locator("iframe")).toBeHidden();
    // The message fills the room kept for the feed: nothing below it moved.
    expect((await feed.boundingBox())!.height).toBeGreaterThanOrEqual(190);
  });
});

test.describe("the feed provider's script reaches nothing of the site's", () => {
  /**
   * A provider's script that tries to read what the site keeps: the editor's sign-in in the
   * site's storage, cookies, and the page that framed it. Each try writes what it got into the
   * feed's box, which the test reads.
   */
  const prying = `
    const widget = document.querySelector('[class*="elfsight-app-"]');
    const tries = {
      "localStorage": () => localStorage.getItem("sveltia-cms.user"),
      "sessionStorage": () => sessionStorage.getItem("visit"),
      "cookie": () => document.cookie,
      "indexedDB": () => indexedDB.open("sveltia-cms") && "opened",
      "the page's storage": () => parent.localStorage.getItem("sveltia-cms.user"),
      "the page's cookie": () => parent.document.cookie,
      "the page's address": () => parent.location.href,
    };
    widget.textContent = Object.entries(tries).map(([name, read]) => {
      try { return name + ": read " + JSON.stringify(read()); } catch (error) { return name + ": " + error.name; }
    }).join("\\n");
  `;

  test("a ministry page's feed script cannot read the site's storage, cookies or page", async ({ page }) => {
    await page.route(providerScript, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: prying }),
    );
    // What the site keeps in the visitor's browser: the editor's sign-in, a cookie, a visit's storage.
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("sveltia-cms.user", JSON.stringify({ token: "secret-token" }));
      sessionStorage.setItem("visit", "secret-visit");
      document.cookie = "session=secret-cookie; path=/";
    });
    await page.goto("/ministries_womens");
    await scrollToFeed(page);
    const box = feedFrame(page, "women-cedar-hollow").content.locator(".elfsight-app-women-cedar-hollow");
    await expect(box).toContainText("the page's address:");
    expect((await box.textContent())!.split("\n")).toEqual([
      "localStorage: SecurityError",
      "sessionStorage: SecurityError",
      "cookie: SecurityError",
      "indexedDB: SecurityError",
      "the page's storage: SecurityError",
      "the page's cookie: SecurityError",
      "the page's address: SecurityError",
    ]);
    // The site's own storage is as it was.
    expect(await page.evaluate(() => localStorage.getItem("sveltia-cms.user"))).toContain("secret-token");
  });

  test("the frame opened on its own is sandboxed all the same, by its own policy", async ({ page }) => {
    await page.route(providerScript, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: prying }),
    );
    await page.goto("/feed-frame#women-cedar-hollow");
    expect(await page.evaluate(() => origin)).toBe("null");
    await expect(page.locator(".elfsight-app-women-cedar-hollow")).toContainText("localStorage: SecurityError");
  });

  test("the frame opened on its own from a host that drops its headers lets no provider's script in", async ({
    page,
  }) => {
    let loads = 0;
    await page.route(providerScript, (route) => {
      loads += 1;
      return route.fulfill({ status: 200, contentType: "text/javascript", body: prying });
    });
    // The frame's page as such a host sends it: the same bytes, no security policy.
    await page.route("**/feed-frame", async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-security-policy$/i.test(name)),
      );
      await route.fulfill({ response, headers });
    });
    await page.goto("/feed-frame#women-cedar-hollow");
    expect(await page.evaluate(() => origin)).not.toBe("null");
    await expect(page.locator(".elfsight-app-women-cedar-hollow")).toHaveCount(0);
    await expect(page.locator(`script[src="${providerScript}"]`)).toHaveCount(0);
    expect(loads).toBe(0);
  });
});
