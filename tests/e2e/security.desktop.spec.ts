import { sampleContent } from "../support/sample-content";
import { inlineScriptHashes } from "../../server/inline-scripts";
import { allRoutes } from "./site-routes";
import { expect, playEveryVideo, test } from "./fixtures";

const providerScript = sampleContent().siteConfig.links.socialFeedScript;

// Every test listens for Content-Security-Policy violations (fixtures.ts); these check the policy itself.
test.describe("security headers", () => {
  test("every route has its own script policy: its inline scripts by hash, nothing unsafe", async ({ request }) => {
    for (const path of allRoutes) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      // No other company's script (the social feeds run in a sandboxed frame of their own), no
      // eval and no WebAssembly.
      expect(scriptSrc, path).toMatch(/^'self' 'sha256-[\w+/=]+'( 'sha256-[\w+/=]+')*$/);
      expect(csp, path).not.toMatch(/'unsafe-eval'/);
      expect(/frame-src ([^;]*)/.exec(csp)?.[1], path).toBe(
        "'self' https://embed.sermonaudio.com https://www.openstreetmap.org https://www.youtube-nocookie.com",
      );
      // Exactly the page's own inline scripts (the notices' script, the speculation rules).
      const allowed = [...scriptSrc.matchAll(/'(sha256-[\w+/=]+)'/g)].map((m) => m[1]).sort();
      expect(allowed, path).toEqual(inlineScriptHashes(await response.text()).sort());
    }
  });

  test("a script slipped into a page does not run, and the browser reports why", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/about_doctrine");
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(`blocked by ${e.effectiveDirective}`));
          const script = document.createElement("script");
          script.textContent = "document.title = 'pwned'";
          document.body.append(script);
          setTimeout(() => resolve(document.title === "pwned" ? "ran" : "silent"), 2000);
        }),
    );
    expect(outcome).toBe("blocked by script-src-elem");
    await context.close();
  });

  test("every page carries the site's security headers, and a file those that apply to a file", async ({ request }) => {
    for (const path of ["/", "/about_doctrine", "/nothing-here", "/docs/no-such-file.pdf"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      // None: it would start every visit from another site in a new, cold browser process.
      expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
      expect(headers["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
      expect(headers["content-security-policy"], path).toContain("object-src 'none'");
      expect(headers["cross-origin-resource-policy"], path).toBeUndefined();
    }
    const home = await (await request.get("/")).text();
    const script = /\/assets\/js\/site-[\w-]+\.js/.exec(home)![0];
    // Files, and a redirect (nothing to render): nosniff, HSTS and the files' policy.
    for (const path of ["/favicon.ico", script, "/img/readingplan/001.png", "/about_doctrine/"]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toMatch(/^default-src 'none';/);
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      for (const name of ["permissions-policy", "cross-origin-opener-policy", "x-frame-options", "referrer-policy"])
        expect(headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  // One test per route: forty pages in one test outgrow a test's time on a slow machine.
  test.describe("every frame is titled, lazy and sandboxed, and no link opens a tab without noopener", () => {
    for (const path of allRoutes) {
      test(path, async ({ page }) => {
        // The feed provider's script never answers, so a feed's frame stays while it is looked at.
        await page.route(providerScript, () => {});
        await page.goto(path);
        // A social feed's frame comes only when the reader nears it: bring each one in.
        for (const box of await page.locator("[data-feed-box]").all()) {
          await box.scrollIntoViewIfNeeded();
          await expect(box.locator("iframe")).toHaveCount(1);
        }
        // A video's frame comes when its Play button is pressed.
        await playEveryVideo(page);
        for (const frame of await page.locator("iframe").all()) {
          await expect(frame, path).toHaveAttribute("title", /\w/);
          await expect(frame, path).toHaveAttribute("loading", "lazy");
          const sandbox = (await frame.getAttribute("sandbox"))?.split(" ") ?? [];
          expect(sandbox.length, `${path}: sandbox`).toBeGreaterThan(0);
          expect(sandbox, path).not.toContain("allow-top-navigation");
        }
        for (const link of await page.locator("a[target]:not([target='_self'])").all()) {
          expect((await link.getAttribute("rel"))?.split(" "), path).toEqual(
            expect.arrayContaining(["noopener", "noreferrer"]),
          );
        }
      });
    }
  });
});
