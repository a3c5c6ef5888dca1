/**
 * The visit page (/visit): first in the "I'm New" menu and linked from the home page's service
 * times, it reads every fact from the fields the rest of the site reads.
 */
import { actionLinks, signUpUrl } from "../../app/lib/actions";
import { serviceLabel } from "../../app/lib/service-times";
import { getContent } from "../../app/site/content.server";
import { readHead } from "../support/page-head";
import { expect, test } from "./fixtures";

const content = getContent();
const { siteConfig } = content;

test.describe("Plan Your Visit", () => {
  test("is the first entry of the I'm New menu and a button of the home page's service times", async ({ page }) => {
    await page.goto("/");
    const services = page.locator("#services");
    await expect(services.getByRole("link", { name: "Plan your visit" })).toHaveAttribute("href", "/visit");
    // The side menu's links in their order (closed, it is in the page but not shown).
    const links = await page
      .locator('nav[aria-label="Main menu"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.indexOf("/visit")).toBeGreaterThan(0);
    expect(links.indexOf("/visit")).toBe(links.indexOf("/#services") - 1);
  });

  test("says when to come, where to park, what the morning is like and how to let the church know", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/visit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan Your Visit");
    const glance = page.getByRole("complementary", { name: "Plan Your Visit at a glance" });
    for (const service of siteConfig.serviceTimes.map(serviceLabel))
      await expect(glance.getByText(service.name, { exact: true })).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByText(siteConfig.parking)).toBeVisible();
    await expect(main).toContainText("The worship service begins at 10:30 AM and ends by 12:00 PM.");
    await expect(main).toContainText("A staffed nursery cares for children through age 3");
    await expect(main.getByRole("link", { name: "Let us know you're coming" })).toHaveAttribute(
      "href",
      signUpUrl("Plan a visit", actionLinks(content)),
    );
    const map = siteConfig.links.map!;
    await expect(main.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", map.directions);
    await expect(main.getByRole("link", { name: `Open the map on ${map.name}` })).toHaveAttribute("href", map.link);
    await expectAccessible();
  });

  test("gives the same parking as the home page and Corporate Worship", async ({ page }) => {
    for (const path of ["/", "/ministries_corporate"]) {
      await page.goto(path);
      await expect(page.locator("main").getByText(siteConfig.parking)).toBeVisible();
    }
  });

  test("tells search engines the church is its subject, with its breadcrumbs", async ({ request }) => {
    const head = readHead(await (await request.get("/visit")).text());
    const origin = siteConfig.church.origin;
    expect(head.jsonLd.find((b) => b["@type"] === "WebPage")).toMatchObject({
      url: `${origin}/visit`,
      about: { "@id": `${origin}/#church` },
    });
    expect(head.jsonLd.find((b) => b["@type"] === "BreadcrumbList")).toBeDefined();
  });
});
