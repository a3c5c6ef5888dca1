import { expect, test } from "./fixtures";

test.describe("documents", () => {
  const documents = [
    { path: "/about_doctrine", title: "Statement of Faith", pdf: "/docs/statement-of-faith.pdf" },
    { path: "/about_pom", title: "Philosophy of Ministry", pdf: "/docs/philosophy-of-ministry.pdf" },
    { path: "/about_stewardship", title: "Stewardship Policy", pdf: "/docs/stewardship-policy.pdf" },
    { path: "/about_divorce", title: "Divorce & Remarriage Policy", pdf: "/docs/divorce-and-remarriage-policy.pdf" },
  ];

  for (const { path, title, pdf } of documents) {
    test(`${path} shows the ${title} with its date, a PDF and linkable sections`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(main.getByRole("link", { name: `Download “${title}” (PDF)` })).toHaveAttribute("href", pdf);
      const sections = main.locator("h2[id]:not(#contents-heading)");
      expect(await sections.count()).toBeGreaterThanOrEqual(5);
      for (const heading of await sections.all()) {
        const id = await heading.getAttribute("id");
        await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`);
      }
    });
  }

  test("the statement of faith covers the whole faith, with contents that lead to each section", async ({ page }) => {
    await page.goto("/about_doctrine");
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    const names = await contents.allTextContents();
    for (const topic of ["Scriptures", "God", "Christ", "Holy Spirit", "Sin", "Salvation", "Church", "Ordinances"]) {
      expect(names.join(" | ")).toContain(topic);
    }
    expect(names.join(" | ")).toMatch(/Last Things/);
    await contents.filter({ hasText: "The Ordinances" }).click();
    await expect(page).toHaveURL(/#the-ordinances$/);
    await expect(page.getByRole("heading", { name: /^The Ordinances/ })).toBeInViewport();
  });

  test("a shared section link opens the page at that section", async ({ page }) => {
    await page.goto("/about_doctrine#salvation");
    await expect(page.locator("h2#salvation")).toBeInViewport();
  });

  test("prints the policy without the header, menu and footer", async ({ page }) => {
    await page.goto("/about_stewardship");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: /^Download “/ })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: /The budget/ })).toBeVisible();
  });
});

test("the distinctives page lists 15 distinctives, some with a policy PDF", async ({ page }) => {
  await page.goto("/about_distinctives");
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(15);
  for (const item of await items.all()) await expect(item.getByRole("heading", { level: 2 })).toHaveCount(1);
  const pdfLinks = page.locator('main a[href$=".pdf"]');
  expect(await pdfLinks.count()).toBeGreaterThanOrEqual(2);
});

test("the history is an ordered timeline from 1910 to 2011", async ({ page }) => {
  await page.goto("/about_history");
  const entries = page.locator("main ol > li");
  const years = await entries.locator("h2 time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
  expect(years[0]).toBe("1910");
  expect(years.at(-1)).toBe("2011");
  expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => a - b));
  await expect(entries).toHaveCount(years.length);
  // Nothing overflows the screen on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("staff directory", () => {
  test("shows the four groups, each person with photo, name, title and one announced link", async ({ page }) => {
    await page.goto("/about_staff");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Elders",
      "Our Deacons",
      "Administrative Staff",
      "Children's Ministry",
    ]);
    await expect(main.getByRole("link", { name: "Read biography of David Mercer" })).toHaveAttribute(
      "href",
      "/about_dmercer",
    );
    await expect(main.getByRole("link", { name: "Email Samuel Okafor" })).toHaveAttribute(
      "href",
      "mailto:sokafor@cedarhollowbible.org",
    );
    await expect(main.getByRole("link", { name: "Email the office for Robert Lindqvist" })).toHaveAttribute(
      "href",
      "mailto:office@cedarhollowbible.org?subject=For%20Robert%20Lindqvist",
    );

    const cards = main.locator("section li");
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
      // One link for assistive technology; the photo repeats it for pointers only.
      const links = card.locator("a");
      await expect(links).toHaveCount(2);
      const [photoLink, textLink] = [links.first(), links.last()];
      expect(await photoLink.getAttribute("href")).toBe(await textLink.getAttribute("href"));
      await expect(photoLink).toHaveAttribute("tabindex", "-1");
      await expect(photoLink).toHaveAttribute("aria-hidden", "true");
      const img = card.locator("img");
      await expect(img).toHaveAttribute("alt", "");
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      await expect(card.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif \d+w/);
    }
    // The first five photos, a wide screen's first row, come with the page, after the text they
    // stand beside; the others wait until the first layout places them near the screen.
    const photos = await main
      .locator("section li img")
      .evaluateAll((imgs) => imgs.map((i) => `${i.getAttribute("loading")} ${i.getAttribute("fetchpriority")}`));
    expect(photos.slice(0, 5)).toEqual(Array(5).fill("eager low"));
    expect(photos.slice(5)).toEqual(Array(photos.length - 5).fill("lazy auto"));
  });

  test("every staff link leads somewhere that exists", async ({ page, request }) => {
    await page.goto("/about_staff");
    const hrefs = await page.locator("main section li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of new Set(hrefs)) {
      if (href.startsWith("mailto:")) {
        expect(href).toMatch(/^mailto:[a-z0-9.]+@[a-z0-9-]+\.[a-z]+(\?subject=[^&]+)?$/);
      } else {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
      }
    }
    // Every photo, the placeholder included, is a real image.
    for (const img of await page.locator("main img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    }
  });

  test("a biography page is reached from its card and has the email button and message archive", async ({ page }) => {
    await page.goto("/about_staff");
    await page.getByRole("link", { name: "Read biography of Thomas Whitfield" }).click();
    await expect(page).toHaveURL(/\/about_twhitfield$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thomas Whitfield");
    await expect(page.getByRole("link", { name: "Email Thomas Whitfield" })).toHaveAttribute(
      "href",
      "mailto:twhitfield@cedarhollowbible.org",
    );
    // The frame comes in near the screen, below his latest sermons.
    await page.locator("[data-frame-box]").scrollIntoViewIfNeeded();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", "Messages by Thomas Whitfield on SermonAudio");
    await expect(frame).toHaveAttribute("src", /\/speaker\/Tom%20Whitfield\/$/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("link", { name: "Open Thomas Whitfield's messages on SermonAudio" })).toHaveAttribute(
      "href",
      /^https:\/\/.+Tom%20Whitfield$/,
    );
  });
});
