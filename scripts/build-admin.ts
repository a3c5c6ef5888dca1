/**
 * Builds the site editor into a build's client folder: its page as `admin.html` (served at
 * /admin, like every page) and its scripts, styles and fonts under `assets/admin/`, cached like
 * every hashed asset. It is its own Vite build, so nothing of it reaches a public page, and its
 * configuration is made here from the content schemas (admin/editor-config.ts) and inlined.
 */
import { cpSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { CmsConfig } from "@sveltia/cms";
import { build, type Plugin } from "vite";
import { sharedConfig } from "../vite.config.ts";
import { changedPages, editorConfig } from "../admin/editor-config.ts";
import { buildStampAddress } from "./build-stamp.ts";
import { entryReaderGlobal } from "../admin/editor-reader.ts";
import { collections } from "../content/collections.ts";
import type { Content } from "../app/site/content.server.ts";
import { editorFile } from "../server/security-policy.ts";

const root = new URL("..", import.meta.url).pathname;

/** The folder of the editor's assets in the build; its page is server/security-policy.ts's editorFile. */
const adminAssets = "assets/admin";

/**
 * Code blocks are not part of the site's content, so the editor's highlighter keeps the few
 * languages an editor might paste and leaves out some 240 others (about 15 MB of files).
 */
const keptLanguages = new Set(["html", "css", "javascript", "json", "markdown", "yaml"]);

/** What the editor's publishing panel needs besides the configuration (admin/publish-watch.ts). */
interface PublishData {
  pages: Record<string, string>;
  stamp: string;
}

function editorPlugins(config: CmsConfig, publish: PublishData): Plugin[] {
  const modules: Record<string, unknown> = { "editor-config": config, "editor-publish": publish };
  return [
    {
      name: "editor-config",
      resolveId: (id) => (id.startsWith("virtual:") && id.slice(8) in modules ? `\0${id.slice(8)}` : undefined),
      load: (id) =>
        id.startsWith("\0") && id.slice(1) in modules
          ? `export default ${JSON.stringify(modules[id.slice(1)])};`
          : undefined,
    },
    {
      name: "editor-languages",
      enforce: "pre",
      resolveId(id) {
        const language = /^@shikijs\/langs\/(.+)$/.exec(id)?.[1];
        return language && !keptLanguages.has(language) ? "\0no-language" : undefined;
      },
      load: (id) => (id === "\0no-language" ? "export default [];" : undefined),
    },
    {
      // The npm build registers its own copies of its fonts, but its style sheet still declares
      // them from a CDN as well, which the browser would fetch (and the editor's policy refuses).
      name: "editor-local-fonts",
      transform(code, id) {
        if (!id.includes("@sveltia/cms/npm/index.js")) return undefined;
        const remote = /@font-face\s*\{[^}]*https:\/\/cdn\.jsdelivr\.net[^}]*\}/g;
        const found = code.match(remote)?.length ?? 0;
        if (found === 0)
          throw new Error("@sveltia/cms: the CDN fonts to leave out were not found; check the new version");
        return { code: code.replace(remote, ""), map: null };
      },
    },
    {
      // The content check reads every entry the editor holds (admin/editor-reader.ts) through the
      // editor's own reader of entries, which Sveltia CMS hands only to preview templates; a
      // phone shows no preview until asked. Its npm build keeps it in one module-level function,
      // named here for the check, and the build fails when a new version no longer has it.
      name: "editor-entry-reader",
      transform(code, id) {
        if (!id.includes("@sveltia/cms/npm/index.js")) return undefined;
        const found = [...code.matchAll(/getCollection:([A-Za-z_$][\w$]*)[,}]/g)];
        if (found.length !== 1)
          throw new Error(
            "@sveltia/cms: its reader of entries (getCollection) was not found once; check the new version",
          );
        return { code: `${code}\nglobalThis.${entryReaderGlobal} = ${found[0]![1]};\n`, map: null };
      },
    },
    {
      name: "editor-title",
      transformIndexHtml: (html) => html.replace("%EDITOR_TITLE%", config.app_title ?? ""),
    },
  ];
}

/**
 * The collections the editor offers: the church's own. A feature it does without (no conference
 * file, no staff folder) has no form, since a form would make its file without its page; the
 * notices and sign-ups, which every page may show, are always offered.
 */
export function churchCollections(content: Content): Partial<typeof collections> {
  return Object.fromEntries(
    Object.entries(collections).filter(
      ([name, { shownOn }]) => shownOn === "home" || shownOn === "own" || content[name as keyof Content] !== undefined,
    ),
  );
}

/** Builds the editor into `client` (a build's client folder), with a form for each page of the content. */
export async function buildAdmin(client: string, content: Content): Promise<void> {
  const { siteConfig, pages } = content;
  const config = editorConfig(
    churchCollections(content),
    { ...siteConfig.editor, title: `Site editor - ${siteConfig.church.name}` },
    pages.map(({ file, kind, title }) => ({ file, kind, title })),
  );
  // Beside the build, not in the system's temporary folder: renaming cannot cross file systems.
  const out = join(root, ".build-admin");
  rmSync(out, { recursive: true, force: true });
  try {
    await build({
      configFile: false,
      root: join(root, "admin"),
      // The preview draws with the site's components: the same `~` and CSS module class names.
      ...sharedConfig,
      base: "/",
      logLevel: "warn",
      plugins: editorPlugins(config, { pages: changedPages(collections, pages), stamp: buildStampAddress }),
      build: {
        outDir: out,
        emptyOutDir: true,
        assetsDir: adminAssets,
        assetsInlineLimit: 0,
        // The components' styles that the previews draw with, as one sheet the editor's page links
        // and hands to its preview frame (admin/main.ts), though the previews load later.
        cssCodeSplit: false,
        // The editor is one large application by design; it loads on /admin only.
        chunkSizeWarningLimit: 3000,
        sourcemap: false,
      },
    });
    renameSync(join(out, "index.html"), join(client, editorFile));
    cpSync(join(out, adminAssets), join(client, adminAssets), { recursive: true });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
