/**
 * How long a visitor on a phone waits for the site search's answer: in Chromium at a phone's size
 * with Lighthouse's mobile throttling applied (the CPU 4 times slower, a slow 4G network), a new
 * visitor opens /search, taps the search field and types a query at a person's pace; the time
 * runs from the last key's event to the first frame painted after its results are in the list,
 * on the browser's own clock. Also how long after the page's start the search was ready (its
 * engine and index fetched and indexed, which the page does once it has loaded) and what that
 * fetched, as sent. Part of `npm run bench`.
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../playwright.config.ts";

export interface SearchTime {
  query: string;
  /** From the last key to the frame that shows its results. */
  ms: number;
  /** When the search was ready, from the page's start (navigation). */
  readyMs: number;
  /** What the page fetched to be ready: the engine and the index, as sent (bytes). */
  fetched: number;
}

/** A person's pace: a key every 120 ms. */
const keyDelayMs = 120;
/** Lighthouse's mobile throttling ("slow 4G" and a mid-range phone's CPU). */
const cpuSlowdown = 4;
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** In the search page: when the last key was pressed, and when the frame after each answer was painted. */
const stamps = `{
  addEventListener("keydown", (event) => { window.lastKeyAt = event.timeStamp; }, true);
  window.answers = [];
  document.addEventListener("DOMContentLoaded", () => {
    const list = document.querySelector("[data-search-results]");
    new MutationObserver(() => {
      const key = window.lastKeyAt, shown = list.children.length;
      requestAnimationFrame(() => setTimeout(() => window.answers.push({ key, shown, paintedAt: performance.now() })));
    }).observe(list, { childList: true });
  });
}`;

interface Answer {
  key: number;
  shown: number;
  paintedAt: number;
}

async function timeQuery(page: Page, origin: string, query: string): Promise<SearchTime> {
  await page.goto(`${origin}/search`);
  await page.waitForLoadState("load");
  // A visitor reaches for the field, which loads the search (their first input), and reads a
  // moment before typing.
  const field = page.getByRole("searchbox", { name: "Search the site" });
  await field.tap();
  await page.waitForFunction(() => performance.getEntriesByName("search indexed").length > 0);
  await field.pressSequentially(query, { delay: keyDelayMs });
  // The status line follows once typing pauses: then the last key's answer is on screen.
  await page
    .getByRole("status")
    .filter({ hasText: `found for “${query}”` })
    .waitFor();
  return page.evaluate((query) => {
    const { answers, lastKeyAt } = window as unknown as { answers: Answer[]; lastKeyAt: number };
    const last = answers.find((answer) => answer.key === lastKeyAt && answer.shown > 0)!;
    const fetched = performance
      .getEntriesByType("resource")
      .filter((entry) => /search-index\.json|search-engine/.test(entry.name))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
    const indexed = performance.getEntriesByName("search indexed")[0]!;
    return { query, ms: last.paintedAt - last.key, readyMs: indexed.startTime + indexed.duration, fetched };
  }, query);
}

export async function searchTimes(origin: string, queries: string[], rounds = 3): Promise<SearchTime[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times: SearchTime[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        // A new visitor each time: nothing cached.
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.route(/^https:/, (route) => route.abort());
        await page.addInitScript(stamps);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", network);
        times.push(await timeQuery(page, origin, query));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return times;
}
