import type { Config } from "@react-router/dev/config";

export default {
  // Static site: every route is rendered to HTML at build time; nothing renders at request time.
  ssr: false,
  // scripts/build.ts builds into a scratch folder and swaps it in, so a failed build never
  // leaves a half-written site behind.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    // "/404" has no route of its own: the catch-all renders it, and the server sends that page
    // with status 404 for every unknown path.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
