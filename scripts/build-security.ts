/**
 * Writes a build's security headers from server/security-policy.ts: the headers file the
 * `npm start` server reads, `_headers` for static hosts, the two nginx includes and the whole
 * nginx configuration (deploy/nginx.conf filled in). Each page's inline scripts are hashed here, from the pre-rendered HTML.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { thirdPartyOrigins, videoUrlsIn } from "../app/lib/third-party-origins.ts";
import { filesUnder } from "../server/files-under.ts";
import { headersPolicyFile } from "../server/built-site.ts";
import { cacheControl, contentTypes } from "../server/http-rules.ts";
import { inlineScriptHashes } from "../server/inline-scripts.ts";
import { headersFile, headersPolicy, nginxHttpInclude, nginxServerInclude } from "../server/security-policy.ts";
import { nginxSiteConfig } from "./nginx-site.ts";

const projectRoot = new URL("..", import.meta.url).pathname;

/**
 * The addresses of the files that are not pages, as static hosts' patterns: a folder's
 * ("/assets/*") or a file's at the top ("/favicon.ico"). Precompressed copies share their file's
 * address; `_headers` is never served.
 */
export function fileAddresses(client: string): string[] {
  return readdirSync(client, { withFileTypes: true })
    .filter(({ name }) => !/\.(html|br|gz)$/.test(name) && name !== "_headers")
    .map((entry) => {
      if (!entry.isDirectory()) return `/${entry.name}`;
      // Every page is a file at the top (scripts/flat-pages.ts); one in a folder would lose its headers here.
      const page = [...filesUnder(join(client, entry.name), (name) => name.endsWith(".html"))][0];
      if (page) throw new Error(`${page}: a page inside a folder of files; pages are written at the top of the site`);
      return `/${entry.name}/*`;
    });
}

export function writeSecurityFiles(buildDir: string): number {
  const client = join(buildDir, "client");
  const pageScripts: Record<string, string[]> = {};
  for (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    pageScripts["/" + relative(client, file).split(sep).join("/")] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  const content = getContent();
  const { siteConfig, membership, sermons = [] } = content;
  // The recordings the pages play: the membership message, and the sermons of the feed.
  const recordings = [
    ...(membership ? [membership.message.audioUrl] : []),
    ...sermons.flatMap((sermon) => (sermon.audio ? [sermon.audio.url] : [])),
  ];
  // The videos the content shows (a conference's, a card's): their players are framed as the settings' services are.
  const policy = headersPolicy(thirdPartyOrigins(siteConfig.links, recordings, videoUrlsIn(content)), pageScripts);
  const forever = cacheControl("/assets/");
  writeFileSync(headersPolicyFile(client), JSON.stringify(policy, null, 2) + "\n");
  writeFileSync(join(client, "_headers"), headersFile(policy, forever, fileAddresses(client)));
  mkdirSync(join(buildDir, "nginx"), { recursive: true });
  writeFileSync(join(buildDir, "nginx", "http.conf"), nginxHttpInclude(policy, forever));
  writeFileSync(join(buildDir, "nginx", "server.conf"), nginxServerInclude(policy, contentTypes));
  // The whole configuration for a server of the church's own: its host from the settings, this build's folder
  // once it is build/ (or where NGINX_BUILD_DIR says it will be copied).
  const served = process.env["NGINX_BUILD_DIR"] ?? join(projectRoot, "build");
  writeFileSync(join(buildDir, "nginx", "nginx.conf"), nginxSiteConfig(new URL(siteConfig.church.origin).host, served));
  return Object.keys(pageScripts).length;
}
