import { defineConfig } from "vitest/config";
import { testDay } from "./tests/support/test-day";

// Unit tests run without the React Router plugin: they render components and call pure
// functions directly.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "eslint/**/*.test.ts",
      "admin/**/*.test.ts",
      "sign-in/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // The content is read as on the tests' day, whatever day they run (tests/support/test-day.ts).
    env: { SITE_TODAY: testDay },
  },
});
