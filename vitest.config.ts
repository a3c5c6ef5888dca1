import { defineConfig } from "vitest/config";
import { sampleInPlace } from "./tests/support/sample-in-place";
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
    // The sample church's own suites, only while its content is in place (tests/support/sample-in-place.ts).
    exclude: ["**/node_modules/**", ...(sampleInPlace ? [] : ["**/*.sample.test.{ts,tsx}"])],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
    // The content is read as on the tests' day, whatever day they run (tests/support/test-day.ts).
    env: { SITE_TODAY: testDay },
  },
});
