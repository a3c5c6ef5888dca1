import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint/layers.js";

/** Packages a layer may not use; which files of the project it may import is eslint/layers.js's. */
const packages = (files, patterns, message) => ({
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
  // Every import, relative or through ~/, follows the layers; and none closes a cycle.
  {
    files: ["app/**", "content/**", "server/**", "admin/**"],
    plugins: { layers },
    rules: { "layers/boundaries": "error", "layers/no-cycle": "error" },
  },
  packages(["content/**"], ["react", "react-*"], "content/ holds data and schemas only."),
  packages(["app/lib/**"], ["react-dom", "node:fs", "node:fs/*"], "lib/ is pure logic: no UI, no files."),
);
