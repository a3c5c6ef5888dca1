/**
 * The accessibility statement (/accessibility), linked from every page's footer: its standard,
 * how the site is checked, the other services' content with the link each keeps, and how to
 * report a barrier.
 */
import { sampleContent } from "../support/sample-content";
import { expect, test } from "./fixtures";

const { siteConfig } = sampleContent();

test("every page's footer links to the accessibility statement", async ({ page }) => {
  for (const path of ["/", "/ministries_prayer", "/visit"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" })).toHaveAttribute(
      "href",
      "/accessibility",
    );
  }
});

test("says its standard and its checks, keeps each other service's link, and how to report a barrier", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/accessibility");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility");
  await expect(main).toContainText("WCAG) 2.2 at level AA");
  await expect(main.getByRole("heading", { name: "How we check" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Report a barrier" })).toHaveAttribute(
    "href",
    siteConfig.links.churchCenter!.contact!,
  );
  // Each other service is a heading and its paragraphs.
  const item = (name: string | RegExp) => main.locator("div", { has: page.getByRole("heading", { name }) }).last();
  const videos = item("Videos, from YouTube");
  await expect(videos.getByRole("link", { name: "Our YouTube channel" })).toHaveAttribute(
    "href",
    siteConfig.links.videoChannel,
  );
  await expect(videos.getByRole("link", { name: "Live Stream" })).toHaveAttribute("href", "/livestream");
  const map = item(/^The map, from/);
  await expect(map.getByRole("link", { name: "Directions" })).toHaveAttribute("href", siteConfig.links.map.directions);
  await expect(item("Social media feeds").getByRole("link")).not.toHaveCount(0);
  await expectAccessible();
});
