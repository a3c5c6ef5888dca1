import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../playwright.config";

/**
 * The second church's smoke test (scripts/test-church.ts): the minimal church of tests/fixtures,
 * built in a copy of the project at CHURCH_DIR, served by that copy's `npm start` server.
 */
const dir = process.env["CHURCH_DIR"];
if (!dir) throw new Error("CHURCH_DIR is not set: run the second church's test with npm run test:church");
const port = Number(process.env["CHURCH_PORT"] ?? 4183);

export default defineConfig({
  testDir: ".",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: { baseURL: `http://localhost:${port}`, launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
  projects: [
    {
      name: "church-phone",
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    { name: "church-desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "npx tsx server/main.ts",
    cwd: dir,
    env: { PORT: String(port) },
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    stdout: "ignore",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
  },
});
