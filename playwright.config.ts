import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // *.phone.spec.ts and *.desktop.spec.ts hold what exists at one width only (side menu, hover menu),
    // and checks that do not depend on the width (files, frame sizes the test sets itself).
    {
      name: "phone",
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    { name: "desktop", testIgnore: /\.phone\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  // The production server on the production build (npm test builds first).
  webServer: {
    command: "tsx server/main.ts",
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
