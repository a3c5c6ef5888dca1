/**
 * Writes a build's security headers from server/security-policy.ts: the headers file the
 * `npm start` server reads, `_headers` for static hosts, and the two nginx includes of
 * deploy/nginx.conf. Each page's inline scripts are hashed here, from the pre-rendered HTML.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { getContent } from "../app/site/content.server.ts";
import { thirdPartyOrigins } from "../app/lib/third-party-origins.ts";
import { filesUnder } from "./files-under.ts";
import { headersPolicyFile } from "../server/built-site.ts";
import { cacheControl, contentTypes } from "../server/http-rules.ts";
import { inlineScriptHashes } from "../server/inline-scripts.ts";
import { headersFile, headersPolicy, nginxHttpInclude, nginxServerInclude } from "../server/security-policy.ts";

export function writeSecurityFiles(buildDir: string): number {
  const client = join(buildDir, "client");
  // React Router writes an SPA fallback page that nothing serves; it would only be one more page to secure.
  rmSync(join(client, "__spa-fallback.html"), { force: true });
  const pageScripts: Record<string, string[]> = {};
  for (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    pageScripts["/" + relative(client, file).split(sep).join("/")] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  const { siteConfig, membership } = getContent();
  const policy = headersPolicy(thirdPartyOrigins(siteConfig.links, [membership.message.audioUrl]), pageScripts);
  const forever = cacheControl("/assets/");
  writeFileSync(headersPolicyFile(client), JSON.stringify(policy, null, 2) + "\n");
  writeFileSync(join(client, "_headers"), headersFile(policy, forever));
  mkdirSync(join(buildDir, "nginx"), { recursive: true });
  writeFileSync(join(buildDir, "nginx", "http.conf"), nginxHttpInclude(policy, forever));
  writeFileSync(join(buildDir, "nginx", "server.conf"), nginxServerInclude(policy, contentTypes));
  return Object.keys(pageScripts).length;
}
