import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a folder may not make, so dependencies flow content -> lib/components -> features -> routes. */
const boundary = (files, patterns, message) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".build-*/",
      ".react-router/",
      ".generated/",
      "public/assets/",
      "test-results/",
      "playwright-report/",
      "bench/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // React code only: Playwright fixtures also call a function named `use`.
  { files: ["app/**"], plugins: { "react-hooks": reactHooks }, rules: reactHooks.configs.recommended.rules },
  boundary(["content/**"], ["react", "react-*", "~/*", "**/app/**"], "content/ holds data and schemas only."),
  boundary(
    ["app/lib/**"],
    ["react-dom", "~/components/*", "~/features/*", "~/routes/*"],
    "lib/ is pure logic below the UI.",
  ),
  boundary(
    ["app/components/**"],
    ["~/features/*", "~/routes/*"],
    "Shared components do not depend on features or routes.",
  ),
  boundary(["app/features/**"], ["~/features/*", "~/routes/*"], "Features do not import each other or routes."),
);
