import { connect } from "node:net";
import autocannon from "autocannon";
import { expect, test } from "./fixtures";
import { rawGet, rawRequest } from "../support/raw-http";

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
  // nginx decodes first and finds nothing (404); the Node server redirects once to the decoded form.
  { name: "encoded newline after //", request: rawGet("//a%0Ab"), statuses: [308, 404] },
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
});
