/**
 * The site's one security-headers policy. The build turns it into the headers file of the
 * `npm start` server, the `_headers` file of static hosts and the header includes of the nginx
 * configuration in deploy/, so no place can drift from another.
 */

import { notFoundFile, pageAddress, pageFile } from "./page-files.ts";

import { feedFrameAddress, feedFrameSandbox } from "../app/lib/feed-frame.ts";
import type { ThirdPartyOrigins } from "../app/lib/third-party-origins.ts";

/** `'sha256-…'` sources for the inline scripts of one page. */
export type ScriptHashes = readonly string[];

type Directive = [string, ...string[]];
const policyText = (directives: Directive[]) => directives.map((d) => d.join(" ")).join("; ");
const hashSources = (hashes: ScriptHashes) => hashes.map((h) => `'${h}'`);

/**
 * The Content-Security-Policy of one page. Scripts: this site and the page's own inline scripts
 * by hash; never 'unsafe-inline' or 'unsafe-eval', and no other company's script: the social
 * feeds run in a frame of their own (feedFrameContentSecurityPolicy). Styles allow inline because
 * the build puts each page's styles in the page (scripts/inline-styles.ts); a style cannot run
 * script. Pictures are the site's own. Frames: the configured embeds' hosts and the site itself
 * (the feed's frame). connect-src lets the page check that an embed's provider answers before
 * showing its frame. No page may evaluate strings as code or compile WebAssembly.
 */
export function contentSecurityPolicy(origins: ThirdPartyOrigins, scriptHashes: ScriptHashes = []): string {
  const directives: Directive[] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashSources(scriptHashes)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.frames],
    ["media-src", "'self'", ...origins.media],
    ["frame-src", "'self'", ...origins.frames],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  return policyText(directives);
}

/** The social feed's frame (scripts/build-feed-frame.ts), served at /feed-frame. */
export const feedFrameFile = pageFile(feedFrameAddress);

/**
 * The Content-Security-Policy of the social feed's frame, the one document where another
 * company's script runs: the frame's own script by hash and the feed provider's script host.
 * `sandbox` gives the frame an opaque origin even when it is opened on its own, not framed: no
 * storage, no cookies, nothing of the site's. Inside it the provider may style, show pictures,
 * videos and fonts, and ask for its posts from any https host, as feed providers do; it may not
 * submit forms, and only the site's own pages may frame it.
 */
export function feedFrameContentSecurityPolicy(origins: ThirdPartyOrigins, scriptHashes: ScriptHashes = []): string {
  return policyText([
    ["default-src", "'none'"],
    ["script-src", ...hashSources(scriptHashes), ...origins.feedScripts],
    ["style-src", "'unsafe-inline'", "https:"],
    ["img-src", "data:", "https:"],
    ["media-src", "https:"],
    ["font-src", "data:", "https:"],
    ["connect-src", "https:"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'self'"],
    ["sandbox", ...feedFrameSandbox],
  ]);
}

/** The site editor's page (scripts/build-admin.ts), served at /admin. */
export const editorFile = "/admin.html";

/**
 * The Content-Security-Policy of the site editor at /admin, which no other page gets. The editor
 * saves to GitHub's API (and asks GitHub's status page whether it is up), shows the signed-in
 * user's avatar and previews pictures picked from disk as blob: and data: addresses; its preview
 * pane is a blob: frame whose base is this site, which frames what the site's pages frame. It
 * converts no pictures, so it runs no WebAssembly. Nobody may frame it.
 */
export function editorContentSecurityPolicy(scriptHashes: ScriptHashes = [], frames: readonly string[] = []): string {
  const directives: Directive[] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashSources(scriptHashes)],
    // The preview frame is given the site's styles as a blob: sheet (admin/main.ts).
    ["style-src", "'self'", "'unsafe-inline'", "blob:"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", "blob:", "data:", "https://api.github.com", "https://www.githubstatus.com"],
    ["media-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    // Its preview draws a page with the site's components: a card's video and the map in the site's own frames.
    ["frame-src", "'self'", "blob:", ...frames],
    ["object-src", "'none'"],
    // Its preview pane is a document of its own (a blob: frame) that names this site as its base.
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return policyText(directives);
}

/**
 * The Content-Security-Policy of every answer that is not a page: scripts, styles, pictures,
 * documents to download, redirects. None of them is a page; this keeps a picture or a file
 * opened on its own from running or fetching anything but the site's styles and pictures, or
 * being framed elsewhere. Static hosts send it with the 404 page for a missing file under a
 * folder of files (/docs/old.pdf), which has no scripts and so still shows as it should.
 */
export const fileContentSecurityPolicy = policyText([
  ["default-src", "'none'"],
  ["img-src", "'self'", "data:"],
  ["style-src", "'self'", "'unsafe-inline'"],
  ["font-src", "'self'"],
  ["frame-ancestors", "'self'"],
]);

/**
 * The headers of every answer, file or page: no content sniffing, and HTTPS from now on, for
 * two years, on this host and the hosts under it. The site is served from its own host
 * (www.cedarhollowbible.org), so `includeSubDomains` binds only names under that one, which
 * nothing else uses; the church's other hosts (mail, the bare domain) are not bound. Browsers
 * ignore HSTS on plain http (localhost), so it is safe to send everywhere.
 */
export function everyAnswerHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * What a file that is not a page carries besides: only this site may embed it (a picture, a
 * script, a PDF), so no other site can read it into its own pages. Opening it, or a link
 * preview's fetch from another company's server, is not affected.
 */
export const fileHeaders: Record<string, string> = {
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * What only a page (a document) carries besides its Content-Security-Policy: they govern what the
 * page and its frames may do, so a script, a style or a picture gains nothing from them, and they
 * made up most of every answer's headers. Video frames keep fullscreen and picture-in-picture;
 * sensors, camera, microphone, location and payment are off for every frame.
 *
 * No Cross-Origin-Opener-Policy: a page that has one cannot share a browser process with the page
 * it came from, so every visit from another site (a search, a link) started the page in a new,
 * cold renderer process. Creating its JavaScript context there was the largest task of every
 * page's load on this machine (a median blocking time of 0 against 15-76 ms in Lighthouse's
 * simulated phone, issue 40), and Chrome on Android gives a site that sends one a process of its
 * own. The pages are the same public text for everyone, with no sign-in and no cookies: nothing
 * another window could learn from them, and none of them reads the site's storage, where the
 * editor keeps its sign-in. The editor's page keeps one (`editorDocumentHeaders`).
 */
export function documentHeaders(origins: ThirdPartyOrigins): Record<string, string> {
  const framed = `(self ${origins.frames.map((o) => `"${o}"`).join(" ")})`;
  const denied = [
    "accelerometer",
    "camera",
    "geolocation",
    "gyroscope",
    "magnetometer",
    "microphone",
    "payment",
    "usb",
  ];
  const delegated = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];
  return {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": [...denied.map((f) => `${f}=()`), ...delegated.map((f) => `${f}=${framed}`)].join(", "),
    // frame-ancestors says the same to current browsers.
    "X-Frame-Options": "SAMEORIGIN",
  };
}

/**
 * What the site editor's page carries instead of the other pages' headers: it holds a sign-in,
 * so no window of another site keeps a hold on it, but its "Sign In with GitHub" opens the
 * sign-in service in a window of its own, which must be able to hand the token back to the page
 * that opened it (`same-origin-allow-popups`; `same-origin` would cut that window off too). Nobody may frame
 * it, which X-Frame-Options says as its policy's frame-ancestors does; search engines leave it out.
 */
export const editorDocumentHeaders: Record<string, string> = {
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The social feed's frame is a part of the ministry pages, not a page for search engines. */
export const feedFrameDocumentHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * The headers policy of one build: what every answer carries, what pages carry besides and what
 * other files do, each page's Content-Security-Policy keyed by its file ("/about_doctrine.html"),
 * the page headers a page has its own value of or adds (the editor's, the feed frame's), the
 * policy of a page without inline scripts (the 404 page wherever a host sends it), and that of
 * every other file.
 */
export interface HeadersPolicy {
  all: Record<string, string>;
  documents: Record<string, string>;
  fileHeaders: Record<string, string>;
  pages: Record<string, string>;
  pageDocuments: Record<string, Record<string, string>>;
  other: string;
  files: string;
}

export function headersPolicy(origins: ThirdPartyOrigins, pageScripts: Record<string, ScriptHashes>): HeadersPolicy {
  const pages = Object.fromEntries(
    Object.entries(pageScripts).map(([file, hashes]) => [
      file,
      file === editorFile
        ? editorContentSecurityPolicy(hashes, origins.frames)
        : file === feedFrameFile
          ? feedFrameContentSecurityPolicy(origins, hashes)
          : contentSecurityPolicy(origins, hashes),
    ]),
  );
  // Most pages carry the same inline scripts, so the same policy: it is the one of every other
  // page, which static hosts give by their one site-wide rule, so that only a page that differs
  // needs a rule of its own (a site of many pages, a sermon series' each, stays within the hosts'
  // 100 rules). The 404 page, which has no scripts, gets it too: its hashes allow only scripts
  // that page does not have.
  const other =
    mostCommon(
      Object.entries(pages)
        .filter(([file]) => file !== editorFile && file !== feedFrameFile)
        .map(([, csp]) => csp),
    ) ?? contentSecurityPolicy(origins);
  if (pageScripts[notFoundFile]?.length === 0) pages[notFoundFile] = other;
  return {
    all: everyAnswerHeaders(),
    documents: documentHeaders(origins),
    fileHeaders,
    pages,
    pageDocuments: {
      ...(editorFile in pageScripts ? { [editorFile]: editorDocumentHeaders } : {}),
      ...(feedFrameFile in pageScripts ? { [feedFrameFile]: feedFrameDocumentHeaders } : {}),
    },
    other,
    files: fileContentSecurityPolicy,
  };
}

/**
 * Whether a file of the site is a page, which gets the page headers. A redirect or a plain-text
 * error names no file (""): nothing there is rendered as a page. The 404 page is its file.
 */
export const isDocument = (file: string) => file.endsWith(".html");

/** Every security header of the response for one file of the site ("/assets/x.js", "/index.html"). */
export function headersFor(policy: HeadersPolicy, file: string): Record<string, string> {
  if (!isDocument(file)) return { ...policy.all, ...policy.fileHeaders, "Content-Security-Policy": policy.files };
  return {
    ...policy.all,
    ...policy.documents,
    ...policy.pageDocuments[file],
    "Content-Security-Policy": policy.pages[file] ?? policy.other,
  };
}

/** The value most of them have (the first of the most frequent); undefined for none. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/** What Cloudflare Pages reads of `_headers`: more rules, or a longer line, and it skips the rest. */
export const staticHostLimits = { rules: 100, lineLength: 2000 };

/** Address patterns of a "%" in the first or the second segment (`:name` is one segment). */
const encodedAddresses = ["/%*", "/:first%*", "/:first/%*", "/:first/:second%*"];

/**
 * `_headers` for Cloudflare Pages and Netlify. Their rules match addresses, not files, and an
 * answer gets the headers of every rule that matches, in the file's order. Where two matching
 * rules set the same header, Cloudflare joins the values unless the later rule first detaches
 * the header (`! Name`); Netlify keeps the later rule's value and skips the detach line, which
 * has no colon. So `/*` comes first with what most pages get (`other`; the 404 page's too: the
 * hosts send that page for addresses no rule names), then a rule for each address of files
 * (`fileAddresses`: "/assets/*", "/favicon.ico") that detaches the page headers and sets the
 * files' policy, then the own policy of each page that differs. On Cloudflare every answer then carries what the
 * Node server sends. Netlify cannot take a header away, so there a file keeps the page headers
 * beside its own policy (docs/decisions/011-pages-without-react.md).
 */
export function headersFile(policy: HeadersPolicy, cacheForever: string, fileAddresses: readonly string[]): string {
  const notFound = policy.pages[notFoundFile];
  if (notFound !== undefined && notFound !== policy.other) {
    throw new Error(
      "_headers: the 404 page has inline scripts, but static hosts can send it only the site-wide policy",
    );
  }
  const block = (pattern: string, headers: Record<string, string>, detach: string[] = []) =>
    [
      pattern,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const headersOfFiles = (address: string) => ({
    ...policy.fileHeaders,
    "Content-Security-Policy": policy.files,
    ...(address === "/assets/*" ? { "Cache-Control": cacheForever } : {}),
  });
  const siteWide = {
    ...policy.all,
    ...policy.documents,
    "Cache-Control": "no-cache",
    "Content-Security-Policy": policy.other,
  };
  /** A rule with the files' headers (and `extra`), which drops the page headers and replaces what the site-wide rule gave. */
  const filesRule = (address: string, extra: Record<string, string> = {}) => {
    const headers = { ...headersOfFiles(address), ...extra };
    return block(address, headers, [
      ...Object.keys(policy.documents),
      ...Object.keys(headers).filter((name) => name in siteWide || name in extra),
    ]);
  };
  const files = [...fileAddresses].sort().map((address) => filesRule(address));
  const pages = Object.entries(policy.pages)
    .filter(([file, csp]) => csp !== policy.other || policy.pageDocuments[file])
    .map(
      ([file, csp]) => [pageAddress(file), { ...policy.pageDocuments[file], "Content-Security-Policy": csp }] as const,
    )
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([address, headers]) => block(address, headers, Object.keys(headers)));
  // Cloudflare matches a rule against the address as sent, percent-encoding and all, but serves
  // the file of the decoded address: /%61dmin is the editor's page and /%66eed-frame the feed's
  // frame, which their own rules do not reach. No address of the site holds a "%", so one that
  // does is such an alias (or no page at all): it gets the files' policy, under which no script
  // runs, and is not indexed. One splat a rule: Cloudflare drops a rule with two.
  const encoded = encodedAddresses.map((address) => filesRule(address, { "X-Robots-Tag": "noindex, nofollow" }));
  const rules = [block("/*", siteWide), ...files, ...pages, ...encoded];
  const text = [
    "# Written by the build from server/security-policy.ts; read by Cloudflare Pages and Netlify.",
    ...rules,
    "",
  ].join("\n");
  const longest = Math.max(...text.split("\n").map((line) => line.length));
  if (rules.length > staticHostLimits.rules || longest > staticHostLimits.lineLength) {
    throw new Error(
      `_headers: ${rules.length} rules and a line of ${longest} characters; Cloudflare Pages reads at most ` +
        `${staticHostLimits.rules} rules of ${staticHostLimits.lineLength} characters`,
    );
  }
  return text;
}

/** An nginx string in whichever quotes the value does not hold (a CSP holds ', a Permissions-Policy "). */
function nginxString(value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  if (value.includes(quote) || /[\\$\n]/.test(value)) {
    throw new Error(`cannot put ${JSON.stringify(value)} in an nginx string`);
  }
  return quote + value + quote;
}

/** The nginx variable that holds a header that depends on the file (empty: not sent). */
const nginxDocumentVariable = (name: string) => `$site_${name.toLowerCase().replace(/-/g, "_")}`;

/** Every header whose value depends on the file nginx settled on: pages', a page's own, files'. */
const documentHeaderNames = (policy: HeadersPolicy) => [
  ...new Set([
    ...Object.keys(policy.documents),
    ...Object.values(policy.pageDocuments).flatMap(Object.keys),
    ...Object.keys(policy.fileHeaders),
  ]),
];

/**
 * deploy/nginx.conf includes this inside http { }: by $uri (the file nginx settled on), each
 * file's Content-Security-Policy, the page headers (empty, so not sent, for a file that is not a
 * page) and Cache-Control; and the Allow header of a refused method.
 */
export function nginxHttpInclude(policy: HeadersPolicy, cacheForever: string): string {
  const entries = Object.entries(policy.pages)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, csp]) => `    ${nginxString(file)} ${nginxString(csp)};`);
  const documentMaps = documentHeaderNames(policy).flatMap((name) => [
    `map $uri ${nginxDocumentVariable(name)} {`,
    // A page's own value, by its file: nginx tries exact names before patterns.
    ...Object.entries(policy.pageDocuments)
      .filter(([, headers]) => headers[name] !== undefined)
      .map(([file, headers]) => `    ${nginxString(file)} ${nginxString(headers[name]!)};`),
    `    ~\\.html$ ${nginxString(policy.documents[name] ?? "")};`,
    // A file that is not a page: its own headers, never a page's.
    `    default ${nginxString(policy.fileHeaders[name] ?? "")};`,
    "}",
  ]);
  // nginx keeps each name of a map in a bucket of 64 bytes by default: a long page name (a sermon
  // series' page) would not fit, and nginx would refuse to start. Each name with its pointer fits.
  const longest = Math.max(...Object.keys(policy.pages).map((file) => Buffer.byteLength(file)), 0);
  let bucket = 64;
  while (bucket < longest + 16) bucket *= 2;
  return [
    "# Written by the build from server/security-policy.ts.",
    `map_hash_bucket_size ${bucket};`,
    "map $uri $site_csp {",
    `    default ${nginxString(policy.files)};`,
    `    ~\\.html$ ${nginxString(policy.other)};`,
    ...entries,
    "}",
    ...documentMaps,
    "map $uri $site_cache_control {",
    `    ~^/assets/ ${nginxString(cacheForever)};`,
    '    default "no-cache";',
    "}",
    "map $request_method $site_allow {",
    '    GET "";',
    '    HEAD "";',
    '    default "GET, HEAD";',
    "}",
    "",
  ].join("\n");
}

/**
 * deploy/nginx.conf includes this inside its server { }: the security headers on every answer
 * (errors too: `always`) and the content types of server/http-rules.ts. Every add_header of the
 * site is here, because nginx drops a server's add_header in any location that has its own.
 */
export function nginxServerInclude(policy: HeadersPolicy, types: Record<string, string>): string {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(types)) byType.set(type, [...(byType.get(type) ?? []), ext.slice(1)]);
  // text/html always gets the charset; nginx warns when it is listed.
  const withCharset = [...byType.keys()]
    .filter((t) => t.endsWith("; charset=utf-8") && !t.startsWith("text/html"))
    .map((t) => t.split(";")[0]);
  return [
    "# Written by the build from server/security-policy.ts and server/http-rules.ts.",
    ...Object.entries(policy.all).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    ...documentHeaderNames(policy).map((name) => `add_header ${name} ${nginxDocumentVariable(name)} always;`),
    "add_header Content-Security-Policy $site_csp always;",
    "add_header Cache-Control $site_cache_control always;",
    "add_header Allow $site_allow always;",
    "types {",
    ...[...byType].map(([type, exts]) => `    ${type.split(";")[0]} ${exts.join(" ")};`),
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    ...(withCharset.length > 0 ? [`charset_types ${withCharset.join(" ")};`] : []),
    "",
  ].join("\n");
}
