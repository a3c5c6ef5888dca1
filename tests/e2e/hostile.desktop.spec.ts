import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { expect, test } from "./fixtures";
import { getContent } from "../../app/site/content.server";
import { httpRedirectPort } from "../../scripts/nginx-site";
import { redirectInjections } from "../support/hostile-requests";
import { rawGet, rawRequest } from "../support/raw-http";
import { startSiteServer } from "../support/site-server";

/**
 * Hostile and broken requests, sent byte for byte to each server (desktop projects: once per
 * server). Where the two servers may differ, both answers are right: nginx resolves dots inside
 * the site and treats a backslash as a letter (404), where the Node server refuses both (400).
 */
const cases: { name: string; request: string; statuses: number[] }[] = [
  { name: "traversal", request: rawGet("/../package.json"), statuses: [400] },
  { name: "traversal, deeper", request: rawGet("/assets/../../security-headers.json"), statuses: [400] },
  { name: "traversal, %2e%2e", request: rawGet("/%2e%2e/package.json"), statuses: [400] },
  { name: "traversal, %2f", request: rawGet("/..%2f..%2fpackage.json"), statuses: [400] },
  {
    name: "traversal, %2F in a page",
    request: rawGet("/about_doctrine%2F..%2F..%2Fnginx%2Fhttp.conf"),
    statuses: [400, 404],
  },
  { name: "traversal, backslashes", request: rawGet("/..\\..\\package.json"), statuses: [400, 404] },
  { name: "traversal, %5c", request: rawGet("/..%5c..%5cpackage.json"), statuses: [400, 404] },
  { name: "traversal, double encoding", request: rawGet("/%252e%252e/%252e%252e/package.json"), statuses: [400, 404] },
  { name: "absolute path", request: rawGet("/etc/passwd"), statuses: [404] },
  { name: "hidden file", request: rawGet("/.env"), statuses: [404] },
  { name: "static hosts' _headers", request: rawGet("/_headers"), statuses: [404] },
  { name: "static hosts' _redirects", request: rawGet("/_redirects"), statuses: [404] },
  { name: "a precompressed copy", request: rawGet("/about_doctrine.html.br"), statuses: [404] },
  // A control character or a backslash is in no address: refused before any redirect could name it.
  ...redirectInjections.map(({ name, target, statuses }) => ({ name, request: rawGet(target), statuses })),
  { name: "encoded .html", request: rawGet("/about_doctrine%2Ehtml"), statuses: [308] },
  { name: "null byte", request: rawGet("/index.html%00.txt"), statuses: [400] },
  { name: "null byte, alone", request: rawGet("/%00"), statuses: [400] },
  { name: "URL of 10,000 characters", request: rawGet(`/${"a".repeat(10_000)}`), statuses: [414] },
  { name: "bad percent-encoding, %zz", request: rawGet("/%zz"), statuses: [400] },
  { name: "bad percent-encoding, cut short", request: rawGet("/about%2"), statuses: [400] },
  { name: "bad percent-encoding, not UTF-8", request: rawGet("/%C0%AF"), statuses: [400, 404] },
  { name: "not a path", request: rawGet("about_doctrine"), statuses: [400] },
  ...["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"].map((method) => ({
    name: `method ${method}`,
    request: `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    statuses: [405],
  })),
  {
    name: "method CONNECT",
    request: "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost\r\n\r\n",
    statuses: [400, 405],
  },
  {
    name: "unknown method",
    request: "BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    statuses: [400, 405],
  },
  { name: "header of 20 KB", request: rawGet("/", `X-Big: ${"a".repeat(20_000)}\r\n`), statuses: [400, 431] },
  {
    name: "300 headers, 60 KB",
    request: rawGet("/", Array.from({ length: 300 }, (_, i) => `X-H${i}: ${"b".repeat(200)}\r\n`).join("")),
    statuses: [400, 431],
  },
  { name: "not HTTP", request: "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", statuses: [0, 400] },
];

/** Text that only files outside build/client hold. */
const outside = [/"name": "grace-bible-church-site"/, /root:x:0:0/, /"common": \{/, /map \$uri/];

test.describe("hostile and broken requests", () => {
  test("each gets its status, nothing outside the site is served, and the server keeps answering", async ({
    baseURL,
  }, testInfo) => {
    const table: string[] = [];
    for (const { name, request, statuses } of cases) {
      const answer = await rawRequest(baseURL!, request);
      table.push(`${name.padEnd(34)} ${answer.status}`);
      expect(statuses, `${name}: answered ${answer.status}`).toContain(answer.status);
      for (const secret of outside) expect(answer.body, name).not.toMatch(secret);
      expect((await rawRequest(baseURL!, rawGet("/"))).status, `answering after ${name}`).toBe(200);
    }
    console.log(`${testInfo.project.name}:\n${table.join("\n")}`);
  });

  test("aborted connections leave the server answering", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    const open = () => connect(Number(port), hostname);
    // Half a request line, half the headers, then gone.
    for (const part of ["GET /about_doc", "GET / HTTP/1.1\r\nHost: loc"]) {
      const socket = open();
      socket.write(part);
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
    }
    // A large file, dropped after its first bytes, ten times over.
    for (let i = 0; i < 10; i++) {
      await new Promise<void>((resolve) => {
        const socket = open();
        socket.write(rawGet("/docs/statement-of-faith.pdf"));
        socket.once("data", () => {
          socket.destroy();
          resolve();
        });
      });
    }
    // Connections opened and never used.
    const idle = Array.from({ length: 50 }, open);
    expect((await rawRequest(baseURL!, rawGet("/about_doctrine"))).status).toBe(200);
    idle.forEach((s) => s.destroy());
    expect((await rawRequest(baseURL!, rawGet("/"))).status).toBe(200);
  });

  test("100 connections for 5 s get answers and no errors", async ({ baseURL }) => {
    test.setTimeout(60_000);
    const result = await autocannon({
      url: baseURL!,
      connections: 100,
      duration: 5,
      headers: { "accept-encoding": "br, gzip" },
      requests: [{ path: "/" }, { path: "/about_doctrine" }, { path: "/favicon.ico" }],
    });
    expect(result["2xx"]).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });

  test("a request without exactly one Host, or with one that names no host, gets 400", async ({ baseURL }) => {
    const get = (...hosts: string[]) =>
      `GET / HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join("")}Connection: close\r\n\r\n`;
    expect((await rawRequest(baseURL!, get("localhost"))).status).toBe(200);
    for (const [name, request] of [
      ["two Host lines", get("localhost", "localhost")],
      ["two hosts", get("localhost", "evil.example")],
      ["a space in the host", get("local host")],
      ["a path in the host", get("localhost/x")],
      ["no Host at all", get()],
    ]) {
      expect((await rawRequest(baseURL!, request!)).status, name).toBe(400);
    }
  });
});

test.describe("ranges", () => {
  const range = (baseURL: string, path: string, value: string) =>
    rawRequest(baseURL, rawGet(path, `Range: ${value}\r\nAccept-Encoding: identity\r\n`));
  const whole = async (baseURL: string, path: string) => (await rawRequest(baseURL, rawGet(path))).body;

  for (const path of ["/docs/statement-of-faith.pdf", "/about_doctrine"]) {
    test(`${path}: one range gets 206 with exactly those bytes`, async ({ baseURL }) => {
      const all = await whole(baseURL!, path);
      expect((await rawRequest(baseURL!, rawGet(path))).head).toMatch(/^Accept-Ranges: bytes$/im);
      for (const [value, from, to] of [
        ["bytes=0-99", 0, 100],
        ["bytes=100-", 100, all.length],
        ["bytes=-50", all.length - 50, all.length],
      ] as const) {
        const answer = await range(baseURL!, path, value);
        expect(answer.status, value).toBe(206);
        expect(answer.head, value).toMatch(new RegExp(`^Content-Range: bytes ${from}-${to - 1}/${all.length}$`, "im"));
        expect(answer.body, value).toBe(all.slice(from, to));
      }
    });

    test(`${path}: several ranges get the whole file or each range; past the end, 416`, async ({ baseURL }) => {
      const all = await whole(baseURL!, path);
      // The Node server sends the whole file for several ranges (HTTP lets it); nginx sends each one.
      const several = await range(baseURL!, path, "bytes=0-9,20-29");
      if (several.status === 200) expect(several.body).toBe(all);
      else {
        expect(several.status).toBe(206);
        expect(several.head).toMatch(/^Content-Type: multipart\/byteranges; boundary=/im);
        for (const part of [all.slice(0, 10), all.slice(20, 30)]) expect(several.body).toContain(part);
      }
      for (const value of [`bytes=${all.length}-`, `bytes=${all.length + 1000}-${all.length + 2000}`]) {
        const answer = await range(baseURL!, path, value);
        expect(answer.status, value).toBe(416);
        expect(answer.head, value).toMatch(new RegExp(`^Content-Range: bytes \\*/${all.length}$`, "im"));
      }
      // A range that means nothing: the whole file (Node) or 416 (nginx), never some other bytes.
      for (const value of ["bytes=9-2", "bytes=x-y"]) {
        const answer = await range(baseURL!, path, value);
        expect([200, 416], value).toContain(answer.status);
        if (answer.status === 200) expect(answer.body, value).toBe(all);
      }
    });
  }
});

test.describe("conditional requests", () => {
  test("a current copy, named by a strong, weak or listed tag, by *, or by its date, gets 304", async ({ baseURL }) => {
    const first = await rawRequest(baseURL!, rawGet("/about_doctrine"));
    const etag = /^ETag: (.*)$/im.exec(first.head)![1]!;
    const date = /^Last-Modified: (.*)$/im.exec(first.head)![1]!;
    const status = async (header: string) =>
      (await rawRequest(baseURL!, rawGet("/about_doctrine", `${header}\r\n`))).status;
    expect(await status(`If-None-Match: ${etag}`)).toBe(304);
    expect(await status(`If-None-Match: W/${etag}`)).toBe(304);
    expect(await status(`If-None-Match: "other", ${etag}`)).toBe(304);
    expect(await status("If-None-Match: *")).toBe(304);
    expect(await status('If-None-Match: "other"')).toBe(200);
    expect(await status(`If-Modified-Since: ${date}`)).toBe(304);
    expect(await status(`If-Modified-Since: ${new Date(Date.parse(date) + 86_400_000).toUTCString()}`)).toBe(304);
    expect(await status("If-Modified-Since: Thu, 01 Jan 2015 00:00:00 GMT")).toBe(200);
  });
});

test.describe("slow connections", () => {
  test("2,000 connections from one address sending their headers slowly take nothing from other visitors", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const { port } = new URL(baseURL!);
    // From an address of their own (the servers listen on 127.0.0.1): the Node server refuses
    // those past its cap per address, and the visitors below come from 127.0.0.1.
    const slow = await Promise.all(
      Array.from(
        { length: 2000 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({ port: Number(port), host: "127.0.0.1", localAddress: "127.0.0.2" }, () => {
              socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
              resolve(socket);
            });
            socket.on("error", () => resolve(socket));
          }),
      ),
    );
    try {
      for (const path of ["/", "/about_doctrine", "/visit", "/favicon.ico"]) {
        expect((await rawRequest(baseURL!, rawGet(path), 5000)).status, path).toBe(200);
      }
    } finally {
      slow.forEach((socket) => socket.destroy());
    }
  });
});

test.describe("a damaged build", () => {
  test("a file cut short is found from the build's list: the Node server sends an intact copy, nginx is not started", async () => {
    const testInfo = test.info();
    test.skip(testInfo.project.name !== "desktop", "starts servers of its own: once is enough");
    test.setTimeout(60_000);
    const copy = mkdtempSync(join(tmpdir(), "damaged-build-"));
    try {
      cpSync("build", copy, { recursive: true });
      const client = join(copy, "client");
      const intact = readFileSync(join(client, "about_doctrine.html"), "utf8");
      truncateSync(join(client, "about_doctrine.html.br"), 100);
      truncateSync(join(client, "visit.html"), 0);

      const { child: node, port, stderr: logged } = await startSiteServer(client);
      try {
        const stderr = logged();
        expect(stderr).toMatch(/\/about_doctrine\.html\.br: 100 bytes where the build wrote \d+; not sent\./);
        expect(stderr).toMatch(/\/visit\.html: 0 bytes where the build wrote \d+; sent as decompressed/);
        for (const [path, encoding] of [
          ["/about_doctrine", "br, gzip"],
          ["/about_doctrine", "br"],
          ["/visit", "identity"],
        ]) {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, {
            headers: { "accept-encoding": encoding! },
          });
          expect(response.status, `${path} ${encoding}`).toBe(200);
          expect(response.headers.get("content-encoding"), `${path} ${encoding}`).not.toBe("br");
          const text = await response.text();
          expect(text, `${path} ${encoding}`).toMatch(/<\/html>\s*$/);
          if (path === "/about_doctrine") expect(text).toBe(intact);
        }
      } finally {
        node.kill("SIGTERM");
      }

      const nginx = spawnSync(process.execPath, ["--import", "tsx", "scripts/nginx-site.ts"], {
        env: { ...process.env, BUILD_DIR: copy, PORT: "0" },
        encoding: "utf8",
      });
      expect(nginx.status).toBe(1);
      expect(nginx.stderr).toContain("/about_doctrine.html.br: 100 bytes where the build wrote");
      expect(nginx.stderr).toMatch(/2 files of .* are damaged; nginx was not started/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

test.describe("plain http", () => {
  test("nginx's http server sends every request to the same address on https, and nothing else", async () => {
    const testInfo = test.info();
    test.skip(testInfo.project.name !== "desktop-nginx", "deploy/nginx.conf's http server");
    const base = `http://localhost:${httpRedirectPort(Number(new URL(testInfo.project.use.baseURL!).port))}`;
    const { origin } = getContent().siteConfig.church;
    for (const target of ["/", "/about_doctrine?x=1", "/x%0d%0aSet-Cookie:%20a=1", "/%5cevil.example/"]) {
      const answer = await rawRequest(
        base,
        `GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, target).toBe(301);
      expect(/^Location: (.*)$/im.exec(answer.head)?.[1], target).toBe(`${origin}${target}`);
      expect(answer.head, target).not.toMatch(/^Set-Cookie/im);
    }
  });
});
