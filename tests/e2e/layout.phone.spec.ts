/**
 * A phone's first screen: a first-time visitor finds when the Sunday services start, where the
 * church is and the way to plan a visit without scrolling past the banners and the purpose.
 */
import { getContent } from "../../app/site/content.server";
import { clockLabel } from "../../app/lib/dates";
import { expect, test } from "./fixtures";

const { siteConfig } = getContent();

test("the home page gives the Sunday times, the address and Plan your visit within 900 px of the top", async ({
  page,
}) => {
  await page.goto("/");
  const welcome = page.getByRole("heading", { level: 1 });
  await expect(welcome).toHaveText("Welcome to Cedar Hollow Bible Church");
  await expect(welcome).toBeVisible();
  const lowest = async (locator: ReturnType<typeof page.locator>) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  for (const service of siteConfig.serviceTimes.filter((s) => !s.week)) {
    const time = page.locator("main dl").first().getByText(clockLabel(service.start), { exact: true });
    await expect(time).toBeVisible();
    expect(await lowest(time), service.name).toBeLessThanOrEqual(900);
  }
  const address = page.getByText(siteConfig.address.street).first();
  expect(await lowest(address)).toBeLessThanOrEqual(900);
  const plan = page.getByRole("link", { name: "Plan your visit" }).first();
  await expect(plan).toHaveAttribute("href", "/visit");
  expect(await lowest(plan)).toBeLessThanOrEqual(900);
  // The specification's order stays: the banners first, then Our Purpose, then the service times.
  const order = await page
    .locator("main")
    .evaluate((main) =>
      ["[aria-roledescription=carousel]", "h1", "#purpose", "#services"].map(
        (selector) => main.querySelector(selector)!.getBoundingClientRect().top,
      ),
    );
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});
