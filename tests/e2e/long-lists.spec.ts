import type { Locator, Page } from "@playwright/test";
import { expect, laidOut, test } from "./fixtures";

/**
 * A long list's items (`.skip-offscreen`, app/styles/global.css) and a document's sections: the
 * browser lays out those near the screen and skips the rest until the visitor comes to them, by
 * scrolling or by the keyboard, and a skipped item's box cuts nothing of a focused link's ring.
 */
const items = (page: Page) => page.locator("main .skip-offscreen > *");
/** Whether the browser has laid out what is inside the item (the item's own box always is). */
const itemLaidOut = (item: Locator) => laidOut(item.locator(":scope > :first-child"));

for (const path of ["/attendees_events", "/attendees_sermons_speaker_david-mercer"]) {
  test(`${path}: the list's first item is laid out with the page, its last only once a visitor comes to it`, async ({
    page,
  }) => {
    await page.goto(path);
    const first = items(page).first();
    const last = items(page).last();
    expect(await items(page).count()).toBeGreaterThan(8);
    expect(await itemLaidOut(first)).toBe(true);
    expect(await itemLaidOut(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => itemLaidOut(last)).toBe(true);
  });
}

test("/attendees_sermons_series_promises-kept-advent-2025: a short list is laid out whole with the page", async ({
  page,
}) => {
  await page.goto("/attendees_sermons_series_promises-kept-advent-2025");
  // Four sermons, fewer than a long list's 16 (app/lib/long-list.ts): none is skipped,
  // so the first frame need not lay the page out a second time for the ones on the screen.
  await expect(page.locator("main .skip-offscreen")).toHaveCount(0);
  const last = page.locator("main li:has(h2)").last();
  await expect(last.getByRole("heading")).toHaveText("A Shoot from the Stump");
  expect(await laidOut(last.getByRole("heading"))).toBe(true);
});

test("/ministries_educationplan: the first year is laid out with the page, the last only once a visitor comes to it", async ({
  page,
}) => {
  await page.goto("/ministries_educationplan");
  await expect(items(page)).toHaveCount(6);
  const last = items(page).last();
  // On a wide screen the years stand three across, the second row near the first screen.
  expect(await itemLaidOut(items(page).first())).toBe(true);
  if ((page.viewportSize()?.width ?? 0) < 576) expect(await itemLaidOut(last)).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => itemLaidOut(last)).toBe(true);
});

test("the links to browse the sermons are laid out beside the list, or below it once a visitor comes to them", async ({
  page,
}) => {
  await page.goto("/attendees_sermons_book_romans");
  const browse = page.getByRole("navigation", { name: "Browse the sermons" });
  const link = browse.getByRole("link", { name: "Romans", exact: true });
  // Beside the list from 1100 px, in view as the list scrolls; below it on a phone, several screens down.
  const beside = (page.viewportSize()?.width ?? 0) >= 1100;
  expect(await laidOut(link)).toBe(beside);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(link)).toBe(true);
  await expect(link).toBeInViewport();
  await expect(link).toHaveAttribute("aria-current", "page");
});

test("the keyboard goes through the items' links in order, each drawn on the screen", async ({ page }) => {
  await page.goto("/attendees_events");
  const links = items(page).getByRole("link");
  const count = await links.count();
  await links.first().focus();
  for (let k = 1; k < Math.min(count, 13); k++) {
    await page.keyboard.press("Tab");
    await expect(links.nth(k)).toBeFocused();
    await expect(links.nth(k)).toBeInViewport();
  }
});

test("a page opened at an item far down its list lands on it", async ({ page }) => {
  await page.goto("/attendees_sermons_speaker_david-mercer");
  const anchor = await items(page).last().getByRole("heading").first().getAttribute("id");
  await page.goto("/");
  await page.goto(`/attendees_sermons_speaker_david-mercer#${anchor}`);
  // The heading comes to rest under the header; with the estimated heights of the items above
  // it laid out only as the smooth scroll passed them, it stopped 140 px lower.
  const top = () =>
    page.locator(`[id="${anchor}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
  await expect.poll(top).toBeLessThan(120);
  expect(await top()).toBeGreaterThan(0);
});

/** A document's sections (app/features/documents/document.module.css), which skip as a list's items do. */
const sections = (page: Page) => page.locator("main section:has(> h2[id])");

test("/about_doctrine: its first section is laid out with the page, its last only once a visitor comes to it, and all when printed", async ({
  page,
}) => {
  await page.goto("/about_doctrine");
  expect(await sections(page).count()).toBeGreaterThan(8);
  const last = sections(page).last();
  expect(await laidOut(sections(page).first().locator("p").first())).toBe(true);
  expect(await laidOut(last.locator("p").first())).toBe(false);
  await page.emulateMedia({ media: "print" });
  await expect.poll(() => laidOut(last.locator("p").first())).toBe(true);
  await page.emulateMedia({ media: "screen" });
  await page.reload();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(last.locator("p").first())).toBe(true);
});

test("a document opened at its last section lands on it, and the sections keep the space between them", async ({
  page,
}) => {
  await page.goto("/about_doctrine");
  // Laid out apart, a section holds its children's margins: the gap from one section's last line
  // to the next heading is the heading's margin alone (2rem), as before there were sections.
  const gap = await sections(page)
    .nth(1)
    .evaluate((section) => {
      const previous = section.previousElementSibling!.lastElementChild!.getBoundingClientRect();
      return Math.round(section.querySelector("h2")!.getBoundingClientRect().top - previous.bottom);
    });
  expect(gap).toBe(32);
  const anchor = await sections(page).last().locator("h2").getAttribute("id");
  await page.goto("/");
  await page.goto(`/about_doctrine#${anchor}`);
  // Where the smooth scroll comes to rest: the same place in two looks a frame apart.
  const rest = () =>
    page.locator(`[id="${anchor}"]`).evaluate(async (heading) => {
      for (let last = NaN; ;) {
        await new Promise(requestAnimationFrame);
        const top = Math.round(heading.getBoundingClientRect().top);
        if (top === last) return { top, atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 2 };
        last = top;
      }
    });
  // Under the header, or, when the page ends before the heading can come that high (a wide
  // screen's last section is short), with the page scrolled to its end.
  await expect
    .poll(async () => {
      const { top, atEnd } = await rest();
      return top > 0 && (top < 120 || (atEnd && top < 400));
    })
    .toBe(true);
});

test("a focused link at the left edge of a staff card shows its whole ring", async ({ page }) => {
  await page.goto("/about_staff");
  // The link under the first person's name starts at the card's content edge, and its ring (3 px,
  // 2 px out) lies outside the link, in the card's padding: it must not be cut there.
  const link = items(page).first().getByRole("link").first();
  await link.scrollIntoViewIfNeeded();
  await link.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  const box = (await link.boundingBox())!;
  const strip = await page.screenshot({
    clip: { x: box.x - 5, y: box.y + box.height / 2 - 10, width: 3, height: 20 },
  });
  // Count the pixels of the focus colour (app/styles/tokens.css) in the strip left of the link.
  const decoder = await page.context().newPage();
  const ring = await decoder.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - 0xa3) < 24 && Math.abs(data[i + 1]! - 0x4a) < 24 && Math.abs(data[i + 2]! - 0x06) < 24)
        count++;
    return count;
  }, strip.toString("base64"));
  await decoder.close();
  expect(ring, "pixels of the focus ring outside the card").toBeGreaterThan(20);
});
