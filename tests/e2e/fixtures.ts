import { test as base, expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { testNoon } from "../support/test-day";

export { expect };

/**
 * The visitor's first input, which starts the page script on a page that waits for one
 * (app/lib/page-script.ts): a press of Shift, which no page answers to.
 */
export async function firstInput(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
}

/**
 * Whether the browser has laid out an element: not inside a box that `content-visibility: auto`
 * skips while it is off the screen (a long list's item, a home page section, the footer).
 */
export async function laidOut(element: Locator): Promise<boolean> {
  return element.evaluate((inside) => inside.checkVisibility({ contentVisibilityAuto: true }));
}

/** Presses each video's Play button in turn, as a visitor would: each brings in its player or its message. */
export async function playEveryVideo(page: Page): Promise<void> {
  const plays = page.locator("main figure[data-video] button");
  for (let left = await plays.count(); left > 0; left--) {
    await plays.first().click();
    await expect(plays).toHaveCount(left - 1);
  }
}

/**
 * Another page of the test's browser context, which no input reaches until the test gives one
 * (the fixture's page.goto gives every page its first input), with every other host refused.
 */
export async function untouchedPage(page: Page): Promise<Page> {
  const untouched = await page.context().newPage();
  await untouched.route(/^(?!https?:\/\/localhost[:/])/, (route) => route.abort());
  return untouched;
}

interface Fixtures {
  /** Console messages that a test expects, such as the 404 of a missing page. */
  allowConsole: RegExp[];
  /** Runs axe on the page and fails on any violation. */
  expectAccessible: () => Promise<void>;
}

/**
 * Every test: no request leaves localhost (third-party frames get an empty page, scripts an empty
 * script), pages are used once their script has run, and any console error, warning, uncaught exception or
 * Content-Security-Policy violation fails the test.
 */
export const test = base.extend<Fixtures>({
  allowConsole: [[], { option: true }],
  page: async ({ page, allowConsole }, use) => {
    // The browser's date is the day the site was built for, and runs on from there. Only Date is
    // shifted: the page's timers stay the browser's own. A test that sets a day uses Playwright's
    // clock (page.clock), which replaces this.
    await page.addInitScript((start: number) => {
      const RealDate = Date;
      const offset = start - RealDate.now();
      class TestDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as [string | number]));
        }
        static now() {
          return RealDate.now() + offset;
        }
      }
      globalThis.Date = TestDate as DateConstructor;
    }, testNoon.getTime());
    await page.route(/^(?!https?:\/\/localhost[:/])/, (route) =>
      route.fulfill(
        route.request().resourceType() === "script"
          ? { status: 200, contentType: "text/javascript", body: "" }
          : { status: 200, contentType: "text/html", body: "<!doctype html><title>Third party</title>" },
      ),
    );
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error" && msg.type() !== "warning") return;
      if (allowConsole.some((re) => re.test(msg.text()))) return;
      problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    // Every test listens for Content-Security-Policy violations, on every page it opens.
    await page.exposeFunction("reportCspViolation", (text: string) => problems.push(`csp violation: ${text}`));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} in ${location.pathname}`,
        ),
      ),
    );
    // A page is ready once its script has attached the enhancement modules (it then drops the
    // no-js class); a click before that would reach only the static HTML. Its menus wait for the
    // visitor's first input (firstInput). A page built without scripts (the 404 page) is ready as it is.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await firstInput(page);
      await page.waitForFunction(
        () =>
          !document.documentElement.classList.contains("no-js") ||
          ![...document.scripts].some((script) => script.type === "" || script.type === "module"),
      );
      return response;
    };
    await use(page);
    expect(problems, "console errors and warnings").toEqual([]);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      // What the browser lays out only near the screen (app/styles/global.css, --skip-offscreen) is
      // laid out for the check, as a reader scrolling down sees it: a skipped box has only its
      // estimated height, so the text of a section taller than its estimate would be judged on
      // whatever lies below the box (the footer), and a skipped footer on the page's white.
      await page.evaluate(() => document.documentElement.style.setProperty("--skip-offscreen", "visible"));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      await page.evaluate(() => document.documentElement.style.removeProperty("--skip-offscreen"));
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(summary).toEqual([]);
    });
  },
});
