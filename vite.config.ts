import { utimesSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In development, a change to a content file (YAML or Markdown, read from disk rather than
 * imported) counts as a change to app/site/content.server.ts, the module that reads them: the
 * content is read again and the page reloads, as it does for a change to code.
 */
function contentReload(): Plugin {
  const contentDir = fileURLToPath(new URL("./content/", import.meta.url));
  const reader = fileURLToPath(new URL("./app/site/content.server.ts", import.meta.url));
  const routes = fileURLToPath(new URL("./app/routes.ts", import.meta.url));
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(contentDir);
      const onFile = (file: string) => {
        if (!file.startsWith(contentDir) || !/\.(ya?ml|md)$/.test(file)) return;
        server.watcher.emit("change", reader);
        // The route list is the page registry's. React Router reloads it when app/routes.ts is
        // touched on disk (its own watcher), so a page added or removed touches it.
        if (file.startsWith(`${contentDir}pages/`)) {
          const now = new Date();
          utimesSync(routes, now, now);
        }
      };
      for (const event of ["add", "change", "unlink"]) server.watcher.on(event, onFile);
    },
  };
}

/**
 * In development, the social feed's frame (/feed-frame), which the production build writes as a
 * file of its own (scripts/build-feed-frame.ts), made the same way on each request.
 */
function feedFrame(): Plugin {
  return {
    name: "feed-frame",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split(/[?#]/)[0] !== "/feed-frame") return next();
        void (async () => {
          const { feedFramePage, feedFrameScript } = await import("./scripts/build-feed-frame.ts");
          const { getContent } = (await server.ssrLoadModule("/app/site/content.server.ts")) as {
            getContent: () => { siteConfig: { links: { socialFeedScript: string } } };
          };
          const page = feedFramePage(getContent().siteConfig.links.socialFeedScript, await feedFrameScript());
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(page);
        })().catch(next);
      });
    },
  };
}

/**
 * What the page script's build (scripts/build-browser.ts) shares with this one: the same `~`
 * and the same CSS module class names, since its islands hydrate markup this build pre-rendered.
 */
export const sharedConfig = {
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  css: { modules: { localsConvention: "camelCaseOnly" as const } },
};

export default defineConfig({
  plugins: [reactRouter(), contentReload(), feedFrame()],
  ...sharedConfig,
  // One stylesheet for the whole site, whose rules the build then puts into each page that can
  // use them (scripts/inline-styles.ts): nothing stands between the HTML and the first paint.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
