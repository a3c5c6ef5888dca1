import { describe, expect, it } from "vitest";
import { staticHostHeaders, type StaticHost } from "../tests/support/static-host-headers";
import { headersFile, headersFor, headersPolicy } from "./security-policy";

const origins = { frames: ["https://frames.example"], feedScripts: ["https://scripts.example"], media: [] };
const policy = headersPolicy(origins, {
  "/index.html": ["sha256-home"],
  "/about_pom.html": ["sha256-pom"],
  "/women.html": ["sha256-women"],
  "/404.html": [],
});
const forever = "public, max-age=31536000, immutable";
const text = headersFile(policy, forever, ["/assets/*", "/docs/*", "/sitemap.xml"]);
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe.each<StaticHost>(["cloudflare", "netlify"])("_headers as %s reads it", (host) => {
  it("gives each page exactly the headers the Node server sends it", () => {
    for (const [address, file] of [
      ["/", "/index.html"],
      ["/about_pom", "/about_pom.html"],
      ["/women", "/women.html"],
    ]) {
      expect(staticHostHeaders(text, host, address!), address).toEqual(
        lower({ ...headersFor(policy, file!), "Cache-Control": "no-cache" }),
      );
    }
  });
  it("gives an unknown address (answered with the 404 page) the site-wide page policy", () => {
    for (const path of ["/no-such-page", "/404", "/about_doctrine/extra"]) {
      expect(staticHostHeaders(text, host, path), path).toEqual(
        lower({ ...headersFor(policy, "/404.html"), "Cache-Control": "no-cache" }),
      );
    }
  });
  // Netlify cannot take away a header that the site-wide rule set, so there a file keeps the
  // page headers beside its own policy; Cloudflare sends exactly what the Node server does.
  const fileHeaders = (file: string, cache: string) =>
    lower({ ...(host === "netlify" ? policy.documents : {}), ...headersFor(policy, file), "Cache-Control": cache });
  it("gives every other file the files' policy, under which the 404 page of a missing file there still shows", () => {
    for (const path of ["/docs/policy.pdf", "/sitemap.xml", "/docs/no-such-file.pdf"]) {
      expect(staticHostHeaders(text, host, path), path).toEqual(fileHeaders(path, "no-cache"));
    }
    // The 404 page has no scripts, and its stylesheet and pictures are the site's own.
    expect(policy.files).toContain("style-src 'self'");
    expect(policy.files).toContain("img-src 'self'");
  });
  it("caches hashed assets for a year, with one Cache-Control value", () => {
    expect(staticHostHeaders(text, host, "/assets/root-abc123.js")).toEqual(
      fileHeaders("/assets/root-abc123.js", forever),
    );
  });
});

describe("_headers as Cloudflare reads it, at a percent-encoded address", () => {
  it("gives an alias of a page (/%61dmin is the editor) the files' policy, under which no script runs", () => {
    for (const path of ["/%61dmin", "/%66eed-frame", "/feed%2Dframe", "/admin/%2e%2e", "/about%5fpom"]) {
      const headers = staticHostHeaders(text, "cloudflare", path);
      expect(headers["content-security-policy"], path).toBe(policy.files);
      expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    expect(policy.files).not.toMatch(/script-src [^;]*('self'|sha256)/);
  });
});

describe("the host rules themselves", () => {
  it("join on Cloudflare and replace on Netlify when no rule detaches", () => {
    const plain = "/*\n  X-A: 1\n/a\n  X-A: 2\n";
    expect(staticHostHeaders(plain, "cloudflare", "/a")).toEqual({ "x-a": "1, 2" });
    expect(staticHostHeaders(plain, "netlify", "/a")).toEqual({ "x-a": "2" });
    expect(staticHostHeaders("/*\n  X-A: 1\n/a\n  ! X-A\n  X-A: 2\n", "cloudflare", "/a")).toEqual({ "x-a": "2" });
  });
});
