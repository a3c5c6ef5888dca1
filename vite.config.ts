import { createHash } from "node:crypto";
import { readdirSync, readFileSync, utimesSync } from "node:fs";
import { join, relative } from "node:path";
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
  css: { modules: { localsConvention: "camelCaseOnly" as const, generateScopedName: scopedClassNames() } },
};

/**
 * A CSS module's class as the pages name it: `_` and a number (base 36) given to each class of
 * every module in app/, in the order of their files' paths and of the classes in each file, so
 * that both builds, on every machine, name each class alike. Vite's `_caption_1513q_14` is 17
 * characters, written in every element's markup and every rule: with two or three, the home
 * page's HTML is about 770 bytes (brotli) smaller, which keeps it and its headers within the
 * first 14.6 KB a new connection sends (one round trip on a phone). A class added while
 * `react-router dev` runs, not yet counted, gets six characters of a hash instead.
 */
function scopedClassNames(): (name: string, filename: string) => string {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const names = new Map<string, string>();
  const modules = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".module.css"))
    .map((file) => join("app", file))
    .sort();
  for (const file of modules) {
    const css = readFileSync(join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      const key = `${file}:${name}`;
      if (!names.has(key)) names.set(key, `_${names.size.toString(36)}`);
    }
  }
  return (name, filename) => {
    const key = `${relative(root, filename.split("?")[0]!)}:${name}`;
    return names.get(key) ?? `_${createHash("sha256").update(key).digest("base64url").slice(0, 6)}`;
  };
}

export default defineConfig({
  plugins: [reactRouter(), contentReload(), feedFrame()],
  ...sharedConfig,
  // One stylesheet for the whole site, whose rules the build then puts into each page that can
  // use them (scripts/inline-styles.ts): nothing stands between the HTML and the first paint.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
