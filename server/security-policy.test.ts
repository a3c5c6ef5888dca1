import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorFile,
  feedFrameContentSecurityPolicy,
  feedFrameFile,
  headersFile,
  headersFor,
  headersPolicy,
  nginxHttpInclude,
  nginxServerInclude,
} from "./security-policy";
import { thirdPartyOrigins } from "../app/lib/third-party-origins";
import { siteConfigFixture as siteConfig } from "../tests/support/site-config-fixture";

const origins = thirdPartyOrigins(siteConfig.links, [
  "https://media.example.org/a.mp3",
  "https://media.example.org/b.mp3",
]);
const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("the security policy", () => {
  it("lets a page frame exactly the hosts of the site config and the site, and run no other company's script", () => {
    expect(origins).toEqual({
      frames: ["https://embed.sermonaudio.com", "https://www.openstreetmap.org", "https://www.youtube-nocookie.com"],
      feedScripts: ["https://static.elfsight.com"],
      media: ["https://media.example.org"],
    });
    const csp = directives(contentSecurityPolicy(origins, ["sha256-abc"]));
    expect(csp.get("frame-src")).toEqual(["'self'", ...origins.frames]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(csp.get("connect-src")).toEqual(["'self'", ...origins.frames]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("media-src")).toEqual(["'self'", "https://media.example.org"]);
  });

  it("lets the editor's preview frame what the pages frame (a card's video, the map), and nothing else", () => {
    const policy = headersPolicy(origins, { "/index.html": [], [editorFile]: [] });
    const editor = directives(headersFor(policy, editorFile)["Content-Security-Policy"]!);
    expect(editor.get("frame-src")).toEqual(["'self'", "blob:", ...origins.frames]);
    expect(editor.get("script-src")).toEqual(["'self'"]);
  });

  it("runs the feed provider's script only in the feed's frame, sandboxed even when opened on its own", () => {
    const policy = headersPolicy(origins, { "/index.html": [], [feedFrameFile]: ["sha256-frame"] });
    const frame = directives(headersFor(policy, feedFrameFile)["Content-Security-Policy"]!);
    expect(frame.get("script-src")).toEqual(["'sha256-frame'", "https://static.elfsight.com"]);
    expect(frame.get("sandbox")).toEqual(["allow-scripts", "allow-popups", "allow-popups-to-escape-sandbox"]);
    expect(frame.get("default-src")).toEqual(["'none'"]);
    expect(frame.get("form-action")).toEqual(["'none'"]);
    expect(frame.get("frame-ancestors")).toEqual(["'self'"]);
    expect(headersFor(policy, feedFrameFile)["Content-Security-Policy"]).toBe(
      feedFrameContentSecurityPolicy(origins, ["sha256-frame"]),
    );
    for (const [file, csp] of [...Object.entries(policy.pages), ["other", policy.other]]) {
      if (file !== feedFrameFile) expect(csp, file).not.toContain("elfsight");
    }
  });

  it("never lets a script run inline or from eval, and shuts plugins, base and framing", () => {
    const csp = directives(contentSecurityPolicy(origins, ["sha256-abc"]));
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("lets no page evaluate strings or compile WebAssembly, the search page included", () => {
    const policy = headersPolicy(origins, { "/search.html": ["sha256-q"], "/about_pom.html": [] });
    const search = directives(headersFor(policy, "/search.html")["Content-Security-Policy"]!);
    expect(search.get("script-src")).toEqual(["'self'", "'sha256-q'"]);
    for (const csp of [...Object.values(policy.pages), policy.other]) {
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toContain("wasm");
    }
  });

  it("gives each page its own hashes and the page headers, and every other file only what applies to a file", () => {
    const policy = headersPolicy(origins, {
      "/index.html": ["sha256-home"],
      "/about_pom.html": ["sha256-pom"],
      "/404.html": [],
    });
    expect(headersFor(policy, "/about_pom.html")["Content-Security-Policy"]).toContain("'sha256-pom'");
    expect(headersFor(policy, "/about_pom.html")["Content-Security-Policy"]).not.toContain("'sha256-home'");
    expect(headersFor(policy, "/about_pom.html")).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    expect(headersFor(policy, "/about_pom.html")["Permissions-Policy"]).toContain("camera=()");
    // No opener policy: it would start every visit from another site in a new, cold process.
    expect(headersFor(policy, "/about_pom.html")["Cross-Origin-Opener-Policy"]).toBeUndefined();
    // A redirect or a plain-text error names no file (""), and is not a page either.
    for (const file of ["/assets/a.js", "/img/staff/a.avif", "/docs/policy.pdf", "/favicon.ico", ""]) {
      expect(headersFor(policy, file), file).toEqual({
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Content-Security-Policy":
          "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'self'",
      });
    }
    const bytes = (headers: Record<string, string>) =>
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(bytes(headersFor(policy, "/assets/a.js"))).toBeLessThan(bytes(headersFor(policy, "/about_pom.html")) / 4);
  });

  it("lets the site editor's page keep the sign-in window it opens, and no other page; nobody frames or indexes it", () => {
    const policy = headersPolicy(origins, { "/index.html": [], "/admin.html": [], "/feed-frame.html": [] });
    expect(headersFor(policy, "/admin.html")).toMatchObject({
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex, nofollow",
    });
    expect(headersFor(policy, "/admin.html")["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headersFor(policy, "/feed-frame.html")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headersFor(policy, "/index.html")["X-Robots-Tag"]).toBeUndefined();
    expect(headersFor(policy, "/index.html")["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(headersFor(policy, "/404.html")["Cross-Origin-Opener-Policy"]).toBeUndefined();
    const text = headersFile(policy, "x", []);
    expect(
      text
        .split(/\n(?=\/)/)
        .find((rule) => rule.startsWith("/admin\n"))
        ?.trimEnd(),
    ).toBe(
      [
        "/admin",
        "  ! Cross-Origin-Opener-Policy",
        "  ! X-Frame-Options",
        "  ! X-Robots-Tag",
        "  ! Content-Security-Policy",
        "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
        "  X-Frame-Options: DENY",
        "  X-Robots-Tag: noindex, nofollow",
        `  Content-Security-Policy: ${policy.pages["/admin.html"]}`,
      ].join("\n"),
    );
    const nginx = nginxHttpInclude(policy, "x");
    expect(nginx).toContain(
      'map $uri $site_cross_origin_opener_policy {\n    "/admin.html" "same-origin-allow-popups";\n    ~\\.html$ "";\n    default "";\n}',
    );
    expect(nginx).toContain(
      'map $uri $site_x_robots_tag {\n    "/admin.html" "noindex, nofollow";\n    "/feed-frame.html" "noindex, nofollow";\n    ~\\.html$ "";\n    default "";\n}',
    );
    // Files, and only files, may be embedded by this site alone.
    expect(nginx).toContain(
      'map $uri $site_cross_origin_resource_policy {\n    ~\\.html$ "";\n    default "same-origin";\n}',
    );
  });

  it("lets only the site and its frames use fullscreen and picture-in-picture, and no one the camera", () => {
    const permissions = headersPolicy(origins, {}).documents["Permissions-Policy"]!;
    expect(permissions).toContain("camera=()");
    expect(permissions).toContain(
      'fullscreen=(self "https://embed.sermonaudio.com" "https://www.openstreetmap.org" "https://www.youtube-nocookie.com")',
    );
  });
});

describe("the policy for other hosts", () => {
  const policy = headersPolicy(origins, {
    "/index.html": ["sha256-page"],
    "/about_staff.html": ["sha256-page"],
    "/about_pom.html": ["sha256-pom"],
    "/404.html": [],
  });

  it("_headers: the site-wide rule first, with most pages' policy, then each rule that replaces a header detaches it", () => {
    // Most pages have the same scripts: the site-wide rule is theirs (the 404 page's too), and only a page that differs has a rule.
    expect(policy.other).toBe(policy.pages["/index.html"]);
    expect(policy.pages["/404.html"]).toBe(policy.other);
    const text = headersFile(policy, "public, max-age=31536000, immutable", ["/assets/*", "/favicon.ico"]);
    const rules = text.split(/\n(?=\/)/).slice(1);
    expect(rules.map((r) => r.split("\n")[0])).toEqual([
      "/*",
      "/assets/*",
      "/favicon.ico",
      "/about_pom",
      // A "%" in the first or second segment: an alias of a page on Cloudflare (server/static-hosts.test.ts).
      "/%*",
      "/:first%*",
      "/:first/%*",
      "/:first/:second%*",
    ]);
    expect(rules[0]).toContain(`  Content-Security-Policy: ${policy.other}`);
    expect(rules[0]).toContain("  X-Content-Type-Options: nosniff");
    expect(rules[0]).toContain("  Permissions-Policy: ");
    expect(rules[0]).toContain("  Cache-Control: no-cache");
    expect(rules[1]).toBe(
      [
        "/assets/*",
        ...Object.keys(policy.documents).map((name) => `  ! ${name}`),
        "  ! Content-Security-Policy",
        "  ! Cache-Control",
        "  Cross-Origin-Resource-Policy: same-origin",
        `  Content-Security-Policy: ${policy.files}`,
        "  Cache-Control: public, max-age=31536000, immutable",
      ].join("\n"),
    );
    expect(rules[2]).not.toContain("Cache-Control");
    expect(rules[3]?.trimEnd()).toBe(
      `/about_pom\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy.pages["/about_pom.html"]}`,
    );
  });
  it("_headers refuses a 404 page with scripts, and more than Cloudflare Pages reads", () => {
    const scripted = headersPolicy(origins, {
      "/index.html": ["sha256-a"],
      "/b.html": ["sha256-a"],
      "/404.html": ["sha256-x"],
    });
    expect(() => headersFile(scripted, "x", [])).toThrow(/404 page has inline scripts/);
    const many = headersPolicy(
      origins,
      Object.fromEntries([...Array(101).keys()].map((i) => [`/p${i}.html`, [`sha256-${i}`]])),
    );
    expect(() => headersFile(many, "x", [])).toThrow(/at most 100 rules/);
  });
  it("_headers takes any number of pages that share their scripts, each a sermon series' page", () => {
    const alike = headersPolicy(
      origins,
      Object.fromEntries([...Array(150).keys()].map((i) => [`/sermons_series_${i}.html`, ["sha256-page"]])),
    );
    expect(
      headersFile(alike, "x", ["/assets/*"])
        .split(/\n(?=\/)/)
        .slice(1)
        .filter((rule) => !rule.includes("%")),
    ).toHaveLength(2);
  });
  it("nginx gets each file's CSP by $uri, the page headers on pages only, and the rest on every answer", () => {
    const http = nginxHttpInclude(policy, "public, max-age=31536000, immutable");
    expect(http).toContain(`"/about_pom.html" "${policy.pages["/about_pom.html"]}";`);
    // nginx refuses to start when a map's name does not fit its bucket: a long page name gets a larger one.
    expect(http).toContain("map_hash_bucket_size 64;");
    const long = headersPolicy(origins, { "/attendees_sermons_series_promises-kept-advent-2025.html": ["sha256-x"] });
    expect(nginxHttpInclude(long, "x")).toContain("map_hash_bucket_size 128;");
    expect(http).toContain(`~\\.html$ "${policy.other}";`);
    expect(http).toContain(`default "${policy.files}";`);
    expect(http).toContain(
      `map $uri $site_permissions_policy {\n    ~\\.html$ '${policy.documents["Permissions-Policy"]}';\n    default "";\n}`,
    );
    const server = nginxServerInclude(policy, {
      ".html": "text/html; charset=utf-8",
      ".css": "text/css; charset=utf-8",
      ".png": "image/png",
    });
    expect(server).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(server).toContain("add_header Content-Security-Policy $site_csp always;");
    expect(server).toContain("add_header Permissions-Policy $site_permissions_policy always;");
    expect(server).not.toContain('add_header Permissions-Policy "');
    expect(server).toContain("    text/html html;\n    text/css css;\n    image/png png;");
    // nginx always gives text/html the charset, and warns when it is listed.
    expect(server).toContain("charset_types text/css;");
  });
});
