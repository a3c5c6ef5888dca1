import sharp from "sharp";
import { pageScriptFallbackMs } from "../../app/lib/page-script";
import { expect, firstInput, laidOut, test, untouchedPage } from "./fixtures";

test.describe("flash banner", () => {
  test("shows at the top, hides once scrolled away, and shows again back at the top", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect(banner).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toBeVisible();
  });

  test("hiding it moves nothing: a small scroll stays where it went, and the page keeps its place", async ({
    page,
  }) => {
    await page.goto("/about_doctrine");
    const banner = page.getByRole("region", { name: "Announcement" });
    const heading = page.getByRole("heading", { level: 1 });
    const top = async () => (await heading.boundingBox())!.y;
    const start = await top();
    await page.evaluate(() => window.scrollTo(0, 12));
    await page.waitForTimeout(400); // past the banner's 300 ms scroll throttle
    expect(await page.evaluate(() => window.scrollY)).toBe(12);
    expect(await top()).toBeCloseTo(start - 12, 0);
    await page.evaluate(() => window.scrollTo(0, 240));
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(240);
    expect(await top()).toBeCloseTo(start - 240, 0);
  });
});

test.describe("links to a part of a page", () => {
  for (const [path, link] of [
    ["/", undefined],
    ["/about_doctrine", "The Holy Scriptures"],
  ] as const) {
    test(`land the heading below the sticky header: ${path}${link ? ` › ${link}` : "#services"}`, async ({ page }) => {
      await page.goto(link ? path : `${path}#services`);
      if (link) await page.getByRole("main").getByRole("link", { name: link, exact: true }).first().click();
      const target = page.locator(link ? ":target" : "#services");
      await expect(target).toHaveCount(1);
      // Smooth scrolling ends where it ends; the heading must then be in view, below the header.
      await expect
        .poll(async () => {
          const header = (await page.locator("header").boundingBox())!;
          const heading = (await target
            .locator("xpath=self::*[self::h2 or self::h3] | .//h2 | .//h3")
            .first()
            .boundingBox())!;
          return heading.y >= header.y + header.height && heading.y < header.y + header.height + 200;
        })
        .toBe(true);
    });
  }
});

test.describe("carousel", () => {
  test("moves with next, previous and the indicators, by mouse and keyboard", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured" });
    const current = carousel.locator('button[aria-current="true"]');
    const track = carousel.locator('[aria-live="polite"]');
    await expect(current).toHaveAccessibleName("Slide 1: Fall Ministries");
    await expect(carousel.getByRole("link", { name: /Fall Ministries/ })).toHaveAttribute("href", "/fall");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAccessibleName("Slide 2: Worship With Us Live");
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);

    await carousel.getByRole("button", { name: "Slide 3: Missions Conference" }).focus();
    await page.keyboard.press("Enter");
    await expect(current).toHaveAccessibleName("Slide 3: Missions Conference");
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);

    await carousel.getByRole("button", { name: "Next slide" }).press("Enter");
    await expect(current).toHaveAccessibleName("Slide 1: Fall Ministries");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(current).toHaveAccessibleName("Slide 3: Missions Conference");
  });

  test("without JavaScript, links under the slides reach every one", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured" });
    const track = carousel.locator('[aria-live="polite"]');
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeHidden();
    // One link for each banner shown; a banner not yet begun keeps its link hidden with it.
    await expect(carousel.getByRole("link", { name: /^Slide/ })).toHaveCount(3);
    for (const [name, slide] of [
      ["Slide 3: Missions Conference", 2],
      ["Slide 2: Worship With Us Live", 1],
      ["Slide 1: Fall Ministries", 0],
    ] as const) {
      await carousel.getByRole("link", { name }).click();
      await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(slide);
    }
    await context.close();
  });

  test("shows its picture to both edges of the window, with no line where it meets them", async ({ page }) => {
    await page.goto("/");
    const slide = page.getByRole("region", { name: "Featured" }).locator("img").first();
    await expect(slide).toBeVisible();
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shot = await page.screenshot({ clip: { ...(await slide.boundingBox())!, x: 0, height: 200 } });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    for (const y of [50, 100, 150]) {
      for (const [edge, inside] of [
        [0, 3],
        [info.width - 1, info.width - 4],
      ] as const) {
        const difference = Math.max(...at(edge, y).map((v, i) => Math.abs(v - at(inside, y)[i]!)));
        expect(difference, `column ${edge}, row ${y}`).toBeLessThan(24);
      }
    }
  });

  test("serves banners no wider than 2500 px in modern formats", async ({ page }) => {
    await page.goto("/");
    const sources = await page
      .locator("section[aria-roledescription=carousel] source")
      .evaluateAll((els) => els.map((el) => el.getAttribute("srcset") ?? ""));
    // AVIF and WebP for each banner, those still to come (rendered hidden) included.
    const slides = await page.locator("[aria-roledescription=slide]").count();
    expect(slides).toBeGreaterThanOrEqual(3);
    expect(sources.length).toBe(2 * slides);
    const widths = sources.flatMap((s) => [...s.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])));
    expect(Math.max(...widths)).toBe(2500);
  });
});

test.describe("shell", () => {
  test("the first Tab reaches the skip link, which moves to the main content", async ({ page }) => {
    await page.goto("/about_history");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the footer has contact, about, sermons and giving links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(717) 555-0148" })).toHaveAttribute("href", "tel:7175550148");
    await expect(footer.getByRole("link", { name: "What we believe" })).toHaveAttribute("href", "/about_doctrine");
    await expect(footer.getByRole("link", { name: "Sermons" })).toHaveAttribute("href", "/attendees_sermons");
    await expect(footer.getByRole("link", { name: "Give online" })).toHaveAttribute(
      "href",
      /^https:\/\/cedarhollowbible\.churchcenter\.com\/giving/,
    );
  });

  test("moves between pages as documents, the next one fetched ahead while the pointer rests on its link", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Our history" });
    await link.hover();
    // Moderate eagerness: the browser starts after the pointer has rested on the link a moment.
    await page.waitForTimeout(600);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our History");
    // The Speculation Rules ask for a prerender; Chromium does not prerender while DevTools (so
    // Playwright) is attached, and falls back to the prefetch that a prerender starts with.
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
    // No client-side router: no route data or route modules are fetched.
    expect(requests.filter((path) => path.endsWith(".data") || path.includes("__manifest"))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("a page fetches none of its script until the visitor's first input; a frame never on a first screen starts with that script", async ({
    page,
  }) => {
    const fresh = await untouchedPage(page);
    const scripts: string[] = [];
    fresh.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const pageScript = [expect.stringMatching(/^\/assets\/js\/site-[\w-]+\.js$/)];
    await fresh.goto("/about_doctrine");
    // Past the page's load, its first paint and the loader's fallback of a few seconds after parsing.
    await fresh.waitForTimeout(pageScriptFallbackMs + 500);
    expect(scripts).toEqual([]);
    await expect(fresh.locator("html")).toHaveClass(/no-js/);
    await firstInput(fresh);
    await expect(fresh.locator("html")).not.toHaveClass(/no-js/);
    expect(scripts).toEqual(pageScript);
    // The live stream's video waits for its Play button, and nothing is fetched for it (nor for
    // the next-service line: both scripts are inline). The menus wait too.
    scripts.length = 0;
    await fresh.goto("/livestream");
    await fresh.waitForTimeout(pageScriptFallbackMs + 500);
    await expect(fresh.locator("[data-frame-box] button")).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(fresh.locator("html")).toHaveClass(/no-js/);
    // The sermons page's archive frame is far down the page, below the latest sermons: it has no
    // inline script, and the page script, which the visitor's first input brings (here a scroll
    // towards it), starts it once it is near the screen.
    scripts.length = 0;
    await fresh.goto("/attendees_sermons");
    await expect(fresh.locator("figure[data-frame] script")).toHaveCount(0);
    await fresh.waitForTimeout(pageScriptFallbackMs + 500);
    expect(scripts).toEqual([]);
    const box = fresh.locator("[data-frame-box]");
    await expect(box).toHaveCount(1);
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveCount(0);
    await expect.poll(() => scripts).toEqual(pageScript);
    await fresh.close();
  });

  test("the home page lays out its sections below the first as the visitor comes to them, and starts the map there", async ({
    page,
  }) => {
    await page.goto("/");
    // The map is never on a first screen: it has no inline script, and the page script starts it.
    await expect(page.locator("#services figure[data-frame] script")).toHaveCount(0);
    // Whether the browser has laid out what is inside a section (its own box always is).
    const sectionLaidOut = (id: string) => laidOut(page.locator(`#${id} h2`));
    expect(await sectionLaidOut("purpose")).toBe(true);
    // The service times are within Chromium's margin on a 1280 px screen, not on a phone's.
    expect(await sectionLaidOut("latest-sermon")).toBe(false);
    await page.locator("#services").evaluate((section) => section.scrollIntoView({ block: "end" }));
    await expect.poll(() => sectionLaidOut("services")).toBe(true);
    // The map's frame, or the message in its place when the map's provider does not answer.
    await expect(page.locator("#services [data-frame-box]")).toHaveCount(0);
    await page.locator("#latest-sermon").scrollIntoViewIfNeeded();
    await expect.poll(() => sectionLaidOut("latest-sermon")).toBe(true);
  });

  test("anchors #purpose and #services exist on the home page", async ({ page }) => {
    await page.goto("/#services");
    await expect(page.locator("#services")).toBeInViewport();
    await expect(page.locator("#purpose")).toHaveCount(1);
  });
});
