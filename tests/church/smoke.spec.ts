/**
 * Another church's site, built by the same engine from its own content only: every page it has
 * answers with its own title and heading, passes axe, and works at a phone's and a desktop's width;
 * what it does without (a conference, staff, sermons) is nowhere; and not one word of the sample
 * church reaches its files.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "../e2e/fixtures";
import { filesUnder } from "../../server/files-under";
import { sampleContent } from "../support/sample-content";

const dir = process.env["CHURCH_DIR"]!;
const client = join(dir, "build/client");
const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
const churchName = /^ {2}name: (.+)$/m.exec(readFileSync(join(dir, "content/site-config.yaml"), "utf8"))![1]!;

test("the sitemap lists the minimal church's pages and nothing of the features it does without", () => {
  expect(routes.sort()).toEqual(["/", "/about_beliefs", "/search", "/visit"]);
});

for (const path of routes) {
  test(`${path} answers with its title, one h1, the header and footer, and no accessibility violations`, async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`${churchName}$`));
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // Nothing is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectAccessible();
  });
}

test.describe("an unknown address", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("answers 404 with the church's own 404 page", async ({ page, expectAccessible }) => {
    const response = await page.goto("/ministries_412");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Not Found");
    await expectAccessible();
  });
});

test("the home page shows the church's times and links only to pages it has", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${churchName}`);
  await expect(page.getByRole("main")).toContainText("Sunday Gathering");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Give & Calendar" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Sermons" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Live stream" })).toHaveCount(0);
  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of new Set(hrefs)) {
    const address = href.split("#")[0]!;
    if (address === "/" || address.includes(".")) continue;
    expect(routes, `the link to ${href}`).toContain(address);
  }
});

test("no word of the sample church is in any of its files", () => {
  test.skip(test.info().project.name !== "church-desktop", "the files are the same at every width");
  const { siteConfig, staffSections } = sampleContent();
  const words = [
    siteConfig.church.name,
    siteConfig.church.shortName,
    siteConfig.address.street,
    siteConfig.contact.phone,
    siteConfig.contact.email,
    new URL(siteConfig.church.origin).host.replace(/^www\./, ""),
    siteConfig.editor.repository,
    ...siteConfig.serviceTimes.map((service) => service.name).filter((name) => name !== "Worship Service"),
    ...staffSections.flatMap((section) => section.staff.map((person) => `${person.firstName} ${person.lastName}`)),
  ];
  const text = /\.(html|js|css|json|xml|txt|webmanifest|ics|svg)$|_headers$/;
  const found = [...filesUnder(client, (file) => text.test(file))].flatMap((file) => {
    const body = readFileSync(file, "utf8").toLowerCase();
    return words
      .filter((word) => body.includes(word.toLowerCase()))
      .map((word) => `${relative(client, file)}: ${word}`);
  });
  expect(found).toEqual([]);
});
