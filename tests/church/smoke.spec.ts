/**
 * Any church's site, built by the engine from its own content: every page it has answers with
 * its title and one heading, passes axe and fits a phone's and a desktop's width; an unknown
 * address gets its 404 page; and its home page and footer lead only to pages it has. This is the
 * end-to-end suite of a church whose content is not the sample's (playwright.config.ts), and so
 * of the minimal church that `npm run test:church` builds.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "../e2e/fixtures";
import { routePaths } from "../../scripts/site-pages";
import { getContent } from "../../app/site/content.server";
import { pageOfKind } from "../../app/lib/page-registry";
import type { PageKind } from "../../content/schema/page";

const { siteConfig, pages, home } = getContent();
const routes = routePaths();
const kindPath = (kind: PageKind) => pageOfKind(pages, kind)?.path;

test("the sitemap lists every page of the registry", () => {
  const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  const canonical = pages.filter((page) => page.kind !== "not-found").map((page) => page.path);
  expect(listed.sort()).toEqual(expect.arrayContaining(canonical.sort()));
});

for (const path of routes) {
  test(`${path} answers with its title, one h1, the header and footer, and no accessibility violations`, async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`${siteConfig.church.name}$`));
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // Nothing is wider than the window, the parts the browser lays out only near the screen included.
    await page.evaluate(() => document.documentElement.style.setProperty("--skip-offscreen", "visible"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible();
  });
}

test.describe("an unknown address", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("answers 404 with the church's own 404 page", async ({ page, expectAccessible }) => {
    const response = await page.goto("/no_such_page_here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageOfKind(pages, "not-found")!.title);
    await expectAccessible();
  });
});

test("the home page and the footer lead only to pages the church has", async ({ page }) => {
  await page.goto("/");
  if (home.welcome) await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.welcome.heading);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Sermons" })).toHaveCount(kindPath("sermons") ? 1 : 0);
  await expect(footer.getByRole("link", { name: "Live stream" })).toHaveCount(kindPath("livestream") ? 1 : 0);
  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of new Set(hrefs)) {
    const address = href.split("#")[0]!;
    if (address === "/" || address.includes(".")) continue;
    expect(routes, `the link to ${href}`).toContain(address);
  }
});
