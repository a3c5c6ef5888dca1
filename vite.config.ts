import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  css: { modules: { localsConvention: "camelCaseOnly" } },
  // One small stylesheet for the whole site (about 8 KB gzip): a page waits for one CSS request
  // instead of three or four, and every later page finds it cached.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
