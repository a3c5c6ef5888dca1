import { allRoutes, specRoutes } from "./site-routes";
import { expect, test } from "./fixtures";

const siteName = "Cedar Hollow Bible Church";

test.describe("every route", () => {
  for (const path of allRoutes) {
    test(`${path} answers 200 with its own title, one h1 and no accessibility violations`, async ({
      page,
      expectAccessible,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(` - ${siteName}$`));
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible();
    });
  }

  test("the page registry serves every route of the specification", () => {
    expect(allRoutes).toEqual(expect.arrayContaining(specRoutes));
  });

  test("has real HTML before JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about_dmercer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("David Mercer");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Service Times & Location" })).toBeVisible();
    await context.close();
  });
});

test.describe("not found", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("an unknown path answers 404 with the 404 page and the office contact", async ({ page, expectAccessible }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Not Found");
    await expect(page.getByRole("main")).toContainText(
      "If you think this is an error, please contact the church office",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "office@cedarhollowbible.org" })).toHaveAttribute(
      "href",
      "mailto:office@cedarhollowbible.org",
    );
    await expectAccessible();
  });
});

test.describe("the server", () => {
  test("serves one canonical address per page", async ({ page, request }) => {
    const redirect = await request.get("/about_doctrine/", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()["location"]).toBe("/about_doctrine");
    await page.goto("/about_doctrine/");
    await expect(page).toHaveURL(/\/about_doctrine$/);
  });

  test("answers HEAD, revalidates HTML, caches hashed assets for ever and compresses", async ({ request }) => {
    const head = await request.head("/", { headers: { "accept-encoding": "br" } });
    expect(head.status()).toBe(200);
    expect(head.headers()["cache-control"]).toBe("no-cache");
    expect(head.headers()["content-encoding"]).toBe("br");
    expect(head.headers()["x-content-type-options"]).toBe("nosniff");
    expect(head.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(head.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers()["content-encoding"]).toBe("gzip");
  });

  test("refuses other methods", async ({ request }) => {
    const post = await request.post("/");
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET, HEAD");
  });
  // Paths that leave the site, and every other hostile request: hostile.desktop.spec.ts.
});
