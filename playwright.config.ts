import { defineConfig } from "@playwright/test";

/** The two servers of the same build: `npm start`'s on E2E_PORT, nginx with deploy/nginx.conf on the next port. */
const port = Number(process.env.E2E_PORT ?? 4173);
const servers = [
  { name: "", port, command: "tsx server/main.ts" },
  { name: "-nginx", port: port + 1, command: "tsx scripts/nginx-site.ts" },
];

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
  testDir: "tests/e2e",
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
  // The whole suite runs against each server.
  // *.phone.spec.ts and *.desktop.spec.ts hold what exists at one width only (side menu, hover menu),
  // and checks that do not depend on the width (files, frame sizes the test sets itself).
  projects: servers.flatMap(({ name, port }) => [
    {
      name: `phone${name}`,
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        baseURL: `http://localhost:${port}`,
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: `desktop${name}`,
      testIgnore: /\.phone\.spec\.ts$/,
      use: { baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } },
    },
  ]),
  // The production build (npm test builds first), served by both.
  webServer: servers.map(({ port, command }) => ({
    command,
    env: { PORT: String(port) },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    // Both stop on SIGTERM: nginx then removes its temporary folder.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
  })),
});
