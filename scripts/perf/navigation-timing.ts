/**
 * How long a visitor waits between clicking a menu link and seeing the next page, in Chromium at
 * desktop width: the pointer rests on the link (long enough for the Speculation Rules' moderate
 * eagerness to prerender the page, as it does for a visitor on the way to a click), then clicks.
 * The time runs from the click event to the first frame of the new page (after its activation,
 * for a prerendered page), on the browser's own clock. Part of `npm run bench`.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../playwright.config.ts";

export interface NavigationTime {
  /** The link followed, from the home page's desktop menu. */
  path: string;
  ms: number;
  /**
   * How the page came: "prerendered", "prefetched" (Chromium prerenders nothing while DevTools,
   * so Playwright, is attached, and falls back to the prefetch a prerender starts with), or
   * "fetched" on the click.
   */
  delivery: "prerendered" | "prefetched" | "fetched";
}

/** How long the pointer rests on a link before the click: more than moderate eagerness's 200 ms. */
const restMs = 600;

export async function navigationTimes(origin: string, menuLinks: { menu: string; link: string }[], rounds = 3) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times: NavigationTime[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https:/, (route) => route.abort());
    // In every document: when its first frame after being shown has been painted. A string, so
    // that no helper of the TypeScript loader (tsx names functions) ends up in the page.
    // The click is stamped by the page itself, in sessionStorage, which the next page of the
    // tab reads: Playwright's own checks before a click are not the visitor's wait.
    await page.addInitScript(`{
      addEventListener("click", (event) => {
        sessionStorage.setItem("clickedAt", String(performance.timeOrigin + event.timeStamp));
      }, true);
      const mark = () => requestAnimationFrame(() => setTimeout(() => {
        window.shownAt = performance.timeOrigin + performance.now();
      }));
      if (document.prerendering) document.addEventListener("prerenderingchange", mark, { once: true });
      else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mark, { once: true });
      else mark();
    }`);
    for (let round = 0; round < rounds; round++) {
      for (const { menu, link } of menuLinks) {
        await page.goto(origin + "/");
        await page.waitForLoadState("load");
        const main = page.getByRole("navigation", { name: "Main", exact: true });
        await main.getByRole("button", { name: menu }).hover();
        const target = main.getByRole("link", { name: link, exact: true });
        await target.hover();
        await page.waitForTimeout(restMs);
        const path = (await target.getAttribute("href"))!;
        await target.click();
        await page.waitForURL(origin + path);
        await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
        const { shownAt, clickedAt, activationStart, deliveryType } = await page.evaluate(() => {
          const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            activationStart: number;
            deliveryType: string;
          };
          const { shownAt } = window as unknown as { shownAt: number };
          const clickedAt = Number(sessionStorage.getItem("clickedAt"));
          return { shownAt, clickedAt, activationStart: entry.activationStart, deliveryType: entry.deliveryType };
        });
        const delivery =
          activationStart > 0 ? "prerendered" : deliveryType === "navigational-prefetch" ? "prefetched" : "fetched";
        times.push({ path, ms: shownAt - clickedAt, delivery });
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}
