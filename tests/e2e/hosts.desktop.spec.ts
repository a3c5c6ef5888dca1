/**
 * The same build on every host: the Node server, nginx and Cloudflare's own engine (Wrangler)
 * each answer every page at its canonical address with 200 and no redirect, redirect the slash
 * and file-name forms to it, answer unknown addresses with the 404 page and status 404, and send
 * each answer the headers of the one policy (build/security-headers.json), exactly as the Node
 * server does. Runs against each server (playwright.config.ts).
 */
import { readFileSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { headersPolicyFile } from "../../server/built-site";
import { pageFile } from "../../server/page-files";
import { editorContentSecurityPolicy, editorFile, headersFor, type HeadersPolicy } from "../../server/security-policy";
import { getContent } from "../../app/site/content.server";
import { redirectInjections } from "../support/hostile-requests";
import { readHead } from "../support/page-head";
import { rawGet, rawRequest } from "../support/raw-http";
import { expect, test } from "./fixtures";
import { allRoutes } from "./site-routes";

const policy = JSON.parse(readFileSync(headersPolicyFile("build/client"), "utf8")) as HeadersPolicy;

/** The security headers of an answer (any a page, the editor or a file may have), with the names as the policy writes them. */
function securityHeaders(response: APIResponse): Record<string, string | undefined> {
  const names = [
    ...new Set(["/index.html", editorFile, "/favicon.ico"].flatMap((file) => Object.keys(headersFor(policy, file)))),
  ];
  return Object.fromEntries(names.map((name) => [name, response.headers()[name.toLowerCase()]]));
}

/** A redirect's target as a path: hosts write it with or without their own origin. */
const target = (response: APIResponse) => new URL(response.headers()["location"] ?? "", "http://x").pathname;

test.describe("every host serves the build as the Node server does", () => {
  for (const path of allRoutes) {
    test(`${path}: 200 at its address, the slash and file forms redirect to it, its own policy`, async ({
      request,
    }) => {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(page.headers()["content-type"]).toContain("text/html");
      expect(page.headers()["cache-control"]).toBe("no-cache");
      expect(securityHeaders(page)).toEqual(headersFor(policy, pageFile(path)));

      for (const form of path === "/" ? ["/index.html", "/index"] : [`${path}/`, pageFile(path)]) {
        const redirect = await request.get(form, { maxRedirects: 0 });
        expect(redirect.status(), form).toBe(308);
        expect(target(redirect), form).toBe(path);
      }
    });
  }

  test("an unknown address answers 404 with the 404 page and the site-wide policy", async ({ request }) => {
    for (const path of ["/no-such-page", "/ministries_", "/about_doctrine/extra"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("404 - Not Found");
      expect(securityHeaders(response), path).toEqual(headersFor(policy, "/404.html"));
    }
  });

  test("/admin: the site editor, with a policy of its own that no other answer gets, not for search engines", async ({
    request,
  }) => {
    const editor = await request.get("/admin", { maxRedirects: 0 });
    expect(editor.status()).toBe(200);
    expect(securityHeaders(editor)).toEqual(headersFor(policy, editorFile));
    // Its preview frames what the pages frame (the video and map hosts), and nothing more.
    const pageFrames = /frame-src 'self' ([^;]*)/.exec(policy.other)![1]!.split(" ");
    expect(securityHeaders(editor)["Content-Security-Policy"]).toBe(editorContentSecurityPolicy([], pageFrames));
    const html = await editor.text();
    expect(readHead(html).meta.robots).toBe("noindex, nofollow");
    const script = await request.get(/\/assets\/admin\/index-[\w-]+\.js/.exec(html)![0]);
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // What the editor is allowed (GitHub's API) is allowed nowhere else, and the editor may not be framed.
    for (const [file, csp] of [...Object.entries(policy.pages), ["other", policy.other]]) {
      if (file === editorFile) continue;
      expect(csp, file).not.toContain("api.github.com");
    }
    expect(securityHeaders(editor)["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(securityHeaders(editor)["X-Frame-Options"]).toBe("DENY");
    expect(securityHeaders(editor)["X-Robots-Tag"]).toBe("noindex, nofollow");
    // It holds a sign-in: no other site's window keeps a hold on it, but its sign-in window hands
    // the token back to it. The other pages, public text, have no opener policy.
    expect(securityHeaders(editor)["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(securityHeaders(await request.get("/"))["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("hashed assets are cached for a year, other files revalidate", async ({ request }) => {
    const home = await (await request.get("/")).text();
    // The page script; the stylesheet is in each page (scripts/inline-styles.ts).
    const asset = /\/assets\/js\/site-[\w-]+\.js/.exec(home)![0];
    const script = await request.get(asset);
    expect(script.status()).toBe(200);
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(securityHeaders(script)).toEqual(headersFor(policy, asset));
    // A file gets none of a page's headers (Permissions-Policy and the rest).
    expect(securityHeaders(script)["Permissions-Policy"]).toBeUndefined();
    expect(home).not.toMatch(/<link rel="stylesheet"/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["cache-control"]).toBe("no-cache");
    expect(securityHeaders(sitemap)).toEqual(headersFor(policy, "/sitemap.xml"));
    // Only this site may embed its files.
    for (const response of [script, sitemap])
      expect(securityHeaders(response)["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(securityHeaders(await request.get("/"))["Cross-Origin-Resource-Policy"]).toBeUndefined();
  });

  test("/.well-known/security.txt says whom to tell, until a day still to come", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    const { siteConfig, today } = getContent();
    expect(text).toContain(`Contact: mailto:${siteConfig.contact.email}\n`);
    expect(text).toContain(`Canonical: ${siteConfig.church.origin}/.well-known/security.txt\n`);
    const expires = Date.parse(/^Expires: (.*)$/m.exec(text)![1]!);
    expect(expires).toBeGreaterThan(Date.parse(today));
    expect(expires - Date.parse(today)).toBeLessThan(365 * 86_400_000);
  });

  test("a percent-encoded alias of the editor or the feed's frame gets its own policy, or one that runs no script", async ({
    baseURL,
  }) => {
    for (const [alias, file] of [
      ["/%61dmin", editorFile],
      ["/%66eed-frame", "/feed-frame.html"],
      ["/feed%2Dframe", "/feed-frame.html"],
    ] as const) {
      const answer = await rawRequest(baseURL!, rawGet(alias));
      if (answer.status !== 200) continue;
      const csp = /^Content-Security-Policy: (.*)$/im.exec(answer.head)?.[1];
      // Cloudflare serves the decoded address's file under the rules of the address as sent.
      if (csp !== headersFor(policy, file)["Content-Security-Policy"]) {
        expect(csp, alias).toBe(policy.files);
        expect(answer.head, alias).toMatch(/^X-Robots-Tag: noindex, nofollow$/im);
      }
    }
    expect(policy.files).not.toMatch(/script-src/);
  });

  test("no request turns a redirect toward another host or into a header of its own", async ({ baseURL }) => {
    for (const { name, target } of redirectInjections) {
      const answer = await rawRequest(baseURL!, rawGet(target));
      const location = /^Location: (.*)$/im.exec(answer.head)?.[1];
      if (location !== undefined) {
        expect(new URL(location, baseURL).origin, name).toBe(new URL(baseURL!).origin);
        // eslint-disable-next-line no-control-regex -- control characters are what this looks for
        expect(location, name).not.toMatch(/[\0-\x1f\x7f\\]/);
      }
      expect(answer.head, name).not.toMatch(/^Set-Cookie/im);
    }
  });
});

test.describe("pages work in the browser under each host's headers", () => {
  for (const path of ["/", "/ministries_care_groups", "/women", "/attendees_biblereadingplan"]) {
    test(`${path} runs its script with no policy violation`, async ({ page }) => {
      // The fixture fails the test on any Content-Security-Policy violation or console error,
      // and page.goto waits for the page script.
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).not.toHaveClass(/no-js/);
    });
  }

  test("/search answers a query from the index, and no page may compile WebAssembly", async ({ page, request }) => {
    await page.goto("/search?q=nursery");
    // Wrangler's local engine serves a first file slowly (4-8 s here while the other worker loads
    // the machine), so the answer gets longer than the default 5 s.
    await expect(page.getByRole("status")).toHaveText(/pages? found for “nursery”/, { timeout: 15_000 });
    const csp = (path: string) => request.get(path).then((r) => r.headers()["content-security-policy"] ?? "");
    expect(await csp("/search")).not.toContain("wasm");
    const index = await request.get("/search-index.json");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^application\/json/);
  });

  test("/admin starts the editor with no policy violation", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
  });

  test.describe("the 404 page", () => {
    test.use({ allowConsole: [/status of 404/] });
    test("is whole without scripts at an unknown address", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Not Found");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
    });
  });
});
