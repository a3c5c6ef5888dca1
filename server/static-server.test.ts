// @vitest-environment node
import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersPolicyFile } from "./built-site";
import { headersPolicy } from "./security-policy";
import { createStaticServer } from "./static-server";

/** A tiny built site, and a secret beside it that must never be served. */
const dir = mkdtempSync(join(tmpdir(), "site-"));
const site = join(dir, "client");
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "about_doctrine.html": "<h1>Doctrine</h1>",
  "404.html": "<h1>404 - Not Found</h1>",
  "docs/policy.pdf": "%PDF-1.7",
  "assets/app-1a2b3c.js": "console.log('app')",
  _headers: "/*\n  X-Frame-Options: DENY\n",
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(join(site, name, ".."), { recursive: true });
  writeFileSync(join(site, name), body);
}
writeFileSync(join(site, "assets/app-1a2b3c.js.br"), brotliCompressSync(files["assets/app-1a2b3c.js"]!));
writeFileSync(join(dir, "secret.txt"), "secret");

const policy = headersPolicy(
  { frames: ["https://frames.example"], feedScripts: ["https://scripts.example"], media: [] },
  { "/index.html": ["sha256-home"], "/about_doctrine.html": ["sha256-doctrine"], "/404.html": [] },
);
writeFileSync(headersPolicyFile(site), JSON.stringify(policy));
const server = createStaticServer(site, policy);
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static server", () => {
  it("serves clean URLs and the home page", async () => {
    const res = await fetch(`${base}/about_doctrine`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe("<h1>Doctrine</h1>");
    expect(await (await fetch(`${base}/`)).text()).toBe("<h1>Home</h1>");
  });

  it("redirects a trailing slash and a page's file name to the one canonical address", async () => {
    for (const [path, location] of [
      ["/about_doctrine/", "/about_doctrine"],
      ["/about_doctrine.html", "/about_doctrine"],
      ["/index.html", "/"],
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(308);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });

  it("answers unknown paths with status 404 and the 404 page, never files outside the site", async () => {
    for (const path of ["/nothing-here", "/404", "/docs"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("404 - Not Found");
    }
    expect((await fetch(`${base}/docs/policy.pdf`)).status).toBe(200);
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      expect(await rawStatus(path), path).toBe(400);
    }
  });

  it("answers HEAD without a body, and 304 to a matching ETag", async () => {
    const head = await fetch(`${base}/about_doctrine`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    const again = await fetch(`${base}/about_doctrine`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("sends the precompressed file with immutable caching for hashed assets", async () => {
    const res = await fetch(`${base}/assets/app-1a2b3c.js`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(files["assets/app-1a2b3c.js"]);
  });

  it("sends each page its own Content-Security-Policy and the page headers, and a file only the file headers", async () => {
    const csp = async (path: string) => (await fetch(`${base}${path}`)).headers.get("content-security-policy");
    expect(await csp("/")).toBe(policy.pages["/index.html"]);
    expect(await csp("/about_doctrine")).toContain("'sha256-doctrine'");
    expect(await csp("/about_doctrine")).not.toContain("'sha256-home'");
    expect(await csp("/assets/app-1a2b3c.js")).toBe(policy.files);
    expect(await csp("/nothing-here")).toBe(policy.pages["/404.html"]);
    for (const path of ["/", "/nothing-here"]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      for (const [name, value] of Object.entries({ ...policy.all, ...policy.documents }))
        expect(res.headers.get(name), path).toBe(value);
    }
    // A file, and a redirect, which has nothing to render: only what applies to every answer.
    for (const path of ["/assets/app-1a2b3c.js", "/about_doctrine/"]) {
      const res = await fetch(`${base}${path}`, { redirect: "manual" });
      for (const [name, value] of Object.entries(policy.all)) expect(res.headers.get(name), path).toBe(value);
      for (const name of Object.keys(policy.documents)) expect(res.headers.get(name), `${path} ${name}`).toBeNull();
      expect(res.headers.get("content-security-policy"), path).toBe(policy.files);
    }
  });

  it("never serves the static hosts' _headers file", async () => {
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
    expect((await fetch(`${base}/_redirects`)).status).toBe(404);
  });

  it("refuses other methods", async () => {
    const post = await fetch(`${base}/`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("stops cleanly on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, SITE_DIR: site, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (d: Buffer) => d.toString().includes("Serving") && resolve()),
    );
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
  });
});

/** Status of a GET sent with exactly this target (fetch would resolve the dots first). */
function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
}
