// Moves between pages with the desktop menu, so it runs in the desktop project only.
import { expect, test } from "./fixtures";
import { getContent } from "../../app/site/content.server";

const { siteConfig } = getContent();

/** Stands in for the feed provider: counts its loads and fills every widget, now and later. */
const fakeProvider = `
  window.feedLoads = (window.feedLoads || 0) + 1;
  const fill = () => document.querySelectorAll('[class*="elfsight-app-"]').forEach((el) => {
    if (!el.textContent) el.textContent = "Feed " + /elfsight-app-([\\w-]+)/.exec(el.className)[1];
  });
  fill();
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true });
`;

test("each feed page adds the provider's script once, and every feed renders", async ({ page }) => {
  const script = siteConfig.links.socialFeedScript;
  const requests: string[] = [];
  await page.route(script, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: fakeProvider });
  });
  const ministries = page.getByRole("button", { name: "Ministries", exact: true });
  const visit = async (link: string, widget: string) => {
    await ministries.click();
    await page.getByRole("link", { name: link }).click();
    await expect(page.locator(`.elfsight-app-${widget}`)).toHaveText(`Feed ${widget}`);
    expect(await page.locator(`script[src="${script}"]`).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { feedLoads: number }).feedLoads)).toBe(1);
    // The fallback link to the ministry's own page is always there.
    await expect(page.getByRole("main").getByRole("link", { name: /on Instagram$/ })).toBeVisible();
  };

  await page.goto("/ministries_womens");
  await expect(page.locator(".elfsight-app-women-cedar-hollow")).toHaveText("Feed women-cedar-hollow");
  await visit("Crossroads (18-30)", "crossroads-cedar-hollow");
  await visit("412 Youth", "youth-412-cedar-hollow");
  await visit("Women's Ministry", "women-cedar-hollow");

  // One load per page visited: a prerendered page asks the provider for nothing until it is shown.
  expect(requests).toHaveLength(4);
});

test.describe("with the provider blocked", () => {
  test.use({ allowConsole: [/ERR_BLOCKED_BY_CLIENT/] });

  test("a feed whose provider is blocked says so in its box, beside the ministry's own page", async ({ page }) => {
    await page.route(siteConfig.links.socialFeedScript, (route) => route.abort("blockedbyclient"));
    await page.goto("/ministries_womens");
    const feed = page.locator(".elfsight-app-women-cedar-hollow");
    await expect(feed).toContainText("The feed could not be loaded here.");
    await expect(feed.getByRole("link", { name: /on Instagram$/ })).toBeVisible();
    // The message fills the room kept for the feed: nothing below it moved.
    expect((await feed.boundingBox())!.height).toBeGreaterThanOrEqual(190);
  });
});
