import { defineConfig } from "@playwright/test";
import { sampleInPlace } from "./tests/support/sample-in-place";
import { testDay } from "./tests/support/test-day";

// The tests read the content as the build did: on the tests' day (npm test builds with it).
process.env["SITE_TODAY"] ??= testDay;

/**
 * The servers of the same build: `npm start`'s on E2E_PORT, nginx with deploy/nginx.conf on the
 * next port, and Cloudflare's engine (Wrangler with wrangler.toml) on the one after.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const servers = [
  { name: "", port, command: "tsx server/main.ts" },
  { name: "-nginx", port: port + 1, command: "tsx scripts/nginx-site.ts" },
  { name: "-cloudflare", port: port + 2, command: "tsx scripts/cloudflare-site.ts" },
];
/** The whole suite runs on the two servers a church runs itself; on Cloudflare's engine, what a host decides. */
const fullSuite = servers.filter(({ name }) => name !== "-cloudflare");

/**
 * A church whose content is not the sample's runs tests/church/ (every page it has, axe, its
 * 404) on the Node server, at both widths, in place of the sample's suite of tests/e2e; and its
 * editor at /admin on a desktop's.
 */
const churchProjects = [
  {
    name: "church-phone",
    // The editor is the office's, on a desktop's screen: it is opened once.
    testIgnore: /editor\.spec\.ts$/,
    use: { baseURL: `http://localhost:${port}`, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  },
  { name: "church-desktop", use: { baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } } },
];

/** The site editor's tests (tests/e2e/editor.spec.ts, editor-publish.spec.ts). */
const editorTest = /editor(-[\w-]+)?\.spec\.ts$/;

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Flags for a browser on a machine without network: nothing of Chromium's own reaches out. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: sampleInPlace ? "tests/e2e" : "tests/church",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // The whole suite runs against the Node server and nginx.
  // *.phone.spec.ts and *.desktop.spec.ts hold what exists at one width only (side menu, hover menu),
  // and checks that do not depend on the width (files, frame sizes the test sets itself).
  // Cloudflare's engine runs hosts.desktop.spec.ts: addresses, redirects, 404 and headers.
  projects: !sampleInPlace
    ? churchProjects
    : [
        ...fullSuite.flatMap(({ name, port }) => [
          {
            name: `phone${name}`,
            testIgnore: [/\.desktop\.spec\.ts$/, editorTest],
            use: {
              baseURL: `http://localhost:${port}`,
              viewport: { width: 375, height: 812 },
              hasTouch: true,
              isMobile: true,
            },
          },
          {
            name: `desktop${name}`,
            testIgnore: [/\.phone\.spec\.ts$/, editorTest],
            use: { baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } },
          },
        ]),
        {
          name: "desktop-cloudflare",
          testMatch: /hosts\.desktop\.spec\.ts$/,
          use: { baseURL: `http://localhost:${port + 2}`, viewport: { width: 1280, height: 800 } },
        },
        // The site editor builds a second copy of the site: last, when nothing else runs.
        {
          name: "editor",
          testMatch: editorTest,
          dependencies: [...fullSuite.flatMap(({ name }) => [`phone${name}`, `desktop${name}`]), "desktop-cloudflare"],
          use: { baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } },
        },
      ],
  // The production build (npm test builds first), served by each.
  webServer: (sampleInPlace ? servers : servers.slice(0, 1)).map(({ port, command }) => ({
    command,
    env: { PORT: String(port) },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    // Each stops on SIGTERM: nginx and Wrangler then remove their temporary folders.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
  })),
});
