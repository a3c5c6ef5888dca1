// @vitest-environment node
import { randomBytes } from "node:crypto";
import { request, type Server } from "node:http";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersPolicyFile } from "./built-site";
import { headersPolicy } from "./security-policy";
import { memoryBound } from "./served-files";
import { writeSiteFiles } from "./site-files";
import { createStaticServer, type ClientLimits } from "./static-server";
import { rawGet, rawRequest } from "../tests/support/raw-http";
import { startSiteServer } from "../tests/support/site-server";

/** A tiny built site, and a secret beside it that must never be served. */
const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "about_doctrine.html": `<h1>Doctrine</h1>${"<p>We believe.</p>".repeat(40)}`,
  "404.html": "<h1>404 - Not Found</h1>",
  "docs/policy.pdf": `%PDF-1.7 ${"0123456789".repeat(100)}`,
  "assets/app-1a2b3c.js": "console.log('app')",
  ".well-known/security.txt": "Contact: mailto:office@example.org\n",
  _headers: "/*\n  X-Frame-Options: DENY\n",
};
const policy = headersPolicy(
  { frames: ["https://frames.example"], feedScripts: ["https://scripts.example"], media: [] },
  { "/index.html": ["sha256-home"], "/about_doctrine.html": ["sha256-doctrine"], "/404.html": [] },
);

/** Writes a built site as the build does: the files, their .br and .gz, the headers policy, the list. */
function buildSite(siteFiles: Record<string, string | Buffer> = files): string {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  const site = join(dir, "client");
  for (const [name, body] of Object.entries(siteFiles)) {
    mkdirSync(join(site, name, ".."), { recursive: true });
    writeFileSync(join(site, name), body);
    if (/\.(html|js)$/.test(name)) {
      writeFileSync(join(site, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(site, `${name}.gz`), gzipSync(body));
    }
  }
  writeFileSync(join(dir, "secret.txt"), "secret");
  writeFileSync(headersPolicyFile(site), JSON.stringify(policy));
  writeSiteFiles(site);
  return site;
}

/** Serves a site on a free loopback port; what it logged, and its address. */
async function serve(site: string, memory?: typeof memoryBound) {
  const logged: string[] = [];
  const server = createStaticServer(site, { log: (line) => logged.push(line), memory });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, logged, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const site = buildSite();
let base = "";
let server: Server;
beforeAll(async () => {
  ({ server, base } = await serve(site));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static server", () => {
  it("serves clean URLs and the home page", async () => {
    const res = await fetch(`${base}/about_doctrine`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe(files["about_doctrine.html"]);
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

  it("serves /.well-known/security.txt, the one address under a dot", async () => {
    const res = await fetch(`${base}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toContain("Contact: mailto:");
  });

  it("answers 400 to a request without exactly one Host, or with a Host that is no host", async () => {
    const get = (hosts: string[]) =>
      `GET / HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join("")}Connection: close\r\n\r\n`;
    expect((await rawRequest(base, get(["localhost"]))).status).toBe(200);
    expect((await rawRequest(base, get(["localhost", "localhost"]))).status).toBe(400);
    expect((await rawRequest(base, get(["localhost", "evil.example"]))).status).toBe(400);
    expect((await rawRequest(base, get(["local host"]))).status).toBe(400);
    expect((await rawRequest(base, get([]))).status).toBe(400);
  });
});

describe("ranges", () => {
  const pdf = files["docs/policy.pdf"]!;
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

  it("sends one range of a PDF or a page with 206, and says it takes ranges", async () => {
    expect((await get("/docs/policy.pdf", {})).headers.get("accept-ranges")).toBe("bytes");
    for (const [range, from, to] of [
      ["bytes=0-99", 0, 100],
      ["bytes=1000-", 1000, pdf.length],
      ["bytes=-10", pdf.length - 10, pdf.length],
      ["bytes=1000-99999", 1000, pdf.length],
    ] as const) {
      const res = await get("/docs/policy.pdf", { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${from}-${to - 1}/${pdf.length}`);
      expect(res.headers.get("content-length"), range).toBe(String(to - from));
      expect(await res.text(), range).toBe(pdf.slice(from, to));
    }
    const page = await get("/about_doctrine", { range: "bytes=0-16" });
    expect(page.status).toBe(206);
    expect(await page.text()).toBe("<h1>Doctrine</h1>");
  });

  it("ranges over the bytes sent: a precompressed page's are the compressed bytes", async () => {
    const whole = Buffer.from(await (await get("/about_doctrine", {})).arrayBuffer());
    const res = await fetch(`${base}/about_doctrine`, { headers: { "accept-encoding": "br", range: "bytes=0-3" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(whole.length).toBeGreaterThan(Number(/\/(\d+)$/.exec(res.headers.get("content-range")!)![1]));
  });

  it("answers several ranges, or a range it cannot read, with the whole file; one past the end with 416", async () => {
    for (const range of ["bytes=0-1,5-6", "bytes=9-2", "bytes=x-y", "pages=1-2"]) {
      const res = await get("/docs/policy.pdf", { range });
      expect(res.status, range).toBe(200);
      expect(await res.text(), range).toBe(pdf);
    }
    const beyond = await get("/docs/policy.pdf", { range: `bytes=${pdf.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${pdf.length}`);
  });

  it("answers a HEAD with a Range as it would a HEAD: Range is for GET", async () => {
    const res = await fetch(`${base}/docs/policy.pdf`, { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(pdf.length));
  });

  it("sends the whole file when If-Range names another version", async () => {
    const { headers } = await get("/docs/policy.pdf", {});
    expect((await get("/docs/policy.pdf", { range: "bytes=0-1", "if-range": headers.get("etag")! })).status).toBe(206);
    expect((await get("/docs/policy.pdf", { range: "bytes=0-1", "if-range": '"old"' })).status).toBe(200);
    const date = headers.get("last-modified")!;
    expect((await get("/docs/policy.pdf", { range: "bytes=0-1", "if-range": date })).status).toBe(206);
  });
});

describe("conditional requests", () => {
  it("answer 304 to a strong, weak, listed or any tag, and to a date no earlier than the file's", async () => {
    const first = await fetch(`${base}/about_doctrine`, { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const lastModified = first.headers.get("last-modified")!;
    const status = async (headers: Record<string, string>) =>
      (await fetch(`${base}/about_doctrine`, { headers: { "accept-encoding": "br", ...headers } })).status;
    expect(await status({ "if-none-match": etag })).toBe(304);
    expect(await status({ "if-none-match": `W/${etag}` })).toBe(304);
    expect(await status({ "if-none-match": `"other", ${etag}` })).toBe(304);
    expect(await status({ "if-none-match": "*" })).toBe(304);
    expect(await status({ "if-none-match": '"other"' })).toBe(200);
    expect(await status({ "if-modified-since": lastModified })).toBe(304);
    expect(await status({ "if-modified-since": "Thu, 01 Jan 2015 00:00:00 GMT" })).toBe(200);
    // If-None-Match decides when both are there.
    expect(await status({ "if-none-match": '"other"', "if-modified-since": lastModified })).toBe(200);
    // Each encoding is its own representation with its own tag.
    const plain = await fetch(`${base}/about_doctrine`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("etag")).not.toBe(etag);
  });
});

describe("preconditions", () => {
  it("answer 412 when If-Match names another version, or the file changed after If-Unmodified-Since", async () => {
    const { headers } = await fetch(`${base}/docs/policy.pdf`);
    const status = async (conditions: Record<string, string>) =>
      (await fetch(`${base}/docs/policy.pdf`, { headers: conditions })).status;
    expect(await status({ "if-match": headers.get("etag")! })).toBe(200);
    expect(await status({ "if-match": '"other"' })).toBe(412);
    expect(await status({ "if-match": "*" })).toBe(200);
    expect(await status({ "if-unmodified-since": headers.get("last-modified")! })).toBe(200);
    expect(await status({ "if-unmodified-since": "Thu, 01 Jan 2015 00:00:00 GMT" })).toBe(412);
  });
});

describe("a tunnel asked for", () => {
  it("is refused with 405 and closed; a client that resets it leaves the server answering", async () => {
    const { port } = new URL(base);
    const answer = await rawRequest(base, "CONNECT x:443 HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer.status).toBe(405);
    const socket = connect(Number(port), "127.0.0.1");
    socket.write("CONNECT x:443 HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => socket.once("data", resolve));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});

describe("a connection that sends nothing", () => {
  it("gets 408 when its time for a request is up, which a browser answers by asking again", async () => {
    const logged: string[] = [];
    const quick = createStaticServer(site, { log: (line) => logged.push(line), limits: { headers: 200, check: 50 } });
    await new Promise<void>((resolve) => quick.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = quick.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      const received: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      await new Promise((resolve) => socket.on("close", resolve));
      expect(Buffer.concat(received).toString("latin1")).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      quick.close();
    }
  });
});

describe("clients that hold on", () => {
  /** The descriptors this process has open (the server runs in it; Linux). */
  const openFiles = () => readdirSync("/proc/self/fd").length;
  // Bigger than what the sockets' buffers take in, so a client that stops reading holds its answer up.
  const bigSite = buildSite({ ...files, "docs/big.pdf": randomBytes(24 << 20) });
  /** A server that reads big.pdf from disk, with quick limits. */
  const serveQuick = async (limits: Partial<ClientLimits>) => {
    const quick = createStaticServer(bigSite, { log: () => {}, memory: { file: 1024, total: 1 << 20 }, limits });
    await new Promise<void>((resolve) => quick.listen(0, "127.0.0.1", resolve));
    return { quick, port: (quick.address() as AddressInfo).port };
  };
  const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
  const closed = (socket: Socket) => new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));

  it("leave no file open when they go away with answers from disk queued on a pipelined connection", async () => {
    const { quick, port } = await serveQuick({});
    try {
      const before = openFiles();
      for (let i = 0; i < 40; i++) {
        const socket = connect(port, "127.0.0.1");
        socket.write(get("/docs/big.pdf").repeat(3));
        await new Promise((resolve) => socket.once("data", resolve));
        socket.destroy();
      }
      // At most as many as before: the earlier tests' idle connections may close meanwhile.
      await expect.poll(openFiles, { interval: 100, timeout: 5000 }).toBeLessThanOrEqual(before);
    } finally {
      quick.close();
    }
  });

  it("are let go when they stop reading, or send their headers too slowly, and their files with them", async () => {
    const { quick, port } = await serveQuick({ send: 300, headers: 300, check: 100 });
    try {
      const before = openFiles();
      const started = Date.now();
      const reader = connect(port, "127.0.0.1");
      reader.on("error", () => {});
      reader.write(get("/docs/big.pdf"));
      await new Promise((resolve) => reader.once("data", resolve));
      reader.pause();
      const slow = connect(port, "127.0.0.1");
      slow.on("error", () => {});
      slow.write("GET / HTTP/1.1\r\nX-Slow: ");
      const dribble = setInterval(() => slow.writable && slow.write("X"), 50);
      const slowClosed = closed(slow);
      // The server's side: both connections gone, the one that stopped reading after 300 ms of
      // silence, the slow one within a second of its headers' time (300 ms), its 408 read.
      const connectionsLeft = () => new Promise<number>((resolve) => quick.getConnections((_, n) => resolve(n)));
      await expect.poll(connectionsLeft, { interval: 50, timeout: 3000 }).toBe(0);
      expect((await slowClosed) - started).toBeLessThan(1500);
      clearInterval(dribble);
      reader.resume();
      await closed(reader);
      await expect.poll(openFiles, { interval: 100, timeout: 5000 }).toBeLessThanOrEqual(before);
    } finally {
      quick.close();
    }
  });

  it("get 503 past the cap per address and the cap in all, and the others are still answered", async () => {
    const { quick, port } = await serveQuick({ perAddress: 2, total: 3 });
    try {
      const open = async (host: string) => {
        const socket = connect({ port, host: "127.0.0.1", localAddress: host });
        await new Promise((resolve) => socket.once("connect", resolve));
        return socket;
      };
      const held = [await open("127.0.0.1"), await open("127.0.0.1")];
      expect((await rawRequest(`http://127.0.0.1:${port}`, rawGet("/"))).status).toBe(503);
      // Another address may still come in, until the server holds three in all.
      const other = await rawRequest(`http://127.0.0.1:${port}`, rawGet("/"), 5000, "127.0.0.2");
      expect(other.status).toBe(200);
      held.push(await open("127.0.0.3"));
      const answer = await rawRequest(`http://127.0.0.1:${port}`, rawGet("/"), 5000, "127.0.0.4");
      expect(answer.status).toBe(503);
      expect(answer.head).toMatch(/^Retry-After: 5$/im);
      held.forEach((socket) => socket.destroy());
      await expect
        .poll(async () => (await rawRequest(`http://127.0.0.1:${port}`, rawGet("/"))).status, { timeout: 3000 })
        .toBe(200);
    } finally {
      quick.close();
    }
  });
});

describe("damaged files", () => {
  it("are found at start from the build's list and never sent; a page is sent whole from its intact copy", async () => {
    const damagedSite = buildSite();
    // A .br cut short, a page emptied, a file with other bytes of the same size.
    truncateSync(join(damagedSite, "assets/app-1a2b3c.js.br"), 5);
    truncateSync(join(damagedSite, "about_doctrine.html"), 0);
    writeFileSync(join(damagedSite, "docs/policy.pdf"), "X".repeat(files["docs/policy.pdf"]!.length));
    const { server: damaged, base: at, logged } = await serve(damagedSite);
    try {
      expect(logged.join("\n")).toMatch(/\/assets\/app-1a2b3c\.js\.br: 5 bytes where the build wrote \d+; not sent\./);
      expect(logged.join("\n")).toMatch(
        /\/about_doctrine\.html: 0 bytes where the build wrote \d+; sent as decompressed/,
      );
      expect(logged.join("\n")).toMatch(/\/docs\/policy\.pdf: other bytes than the build wrote; not sent\./);
      // The script: the .br is passed over for the gzip copy, whose tag is its own.
      const script = await fetch(`${at}/assets/app-1a2b3c.js`, { headers: { "accept-encoding": "br, gzip" } });
      expect(script.headers.get("content-encoding")).toBe("gzip");
      expect(await script.text()).toBe(files["assets/app-1a2b3c.js"]);
      // The page: whole, for every client.
      for (const encoding of ["identity", "br", "gzip"]) {
        const page = await fetch(`${at}/about_doctrine`, { headers: { "accept-encoding": encoding } });
        expect(page.status, encoding).toBe(200);
        expect(await page.text(), encoding).toBe(files["about_doctrine.html"]);
      }
      // The PDF: no good copy, so no bytes at all.
      expect((await fetch(`${at}/docs/policy.pdf`)).status).toBe(500);
    } finally {
      damaged.close();
    }
  });

  it("a file read from disk that was cut short after the start is not sent", async () => {
    const bigSite = buildSite({ ...files, "docs/big.pdf": randomBytes(4096) });
    const { server: big, base: at, logged } = await serve(bigSite, { file: 1024, total: 1 << 20 });
    try {
      expect((await fetch(`${at}/docs/big.pdf`)).status).toBe(200);
      truncateSync(join(bigSite, "docs/big.pdf"), 10);
      expect((await fetch(`${at}/docs/big.pdf`)).status).toBe(500);
      expect(logged.join("\n")).toMatch(/big\.pdf: changed since the build's list was read; not sent/);
    } finally {
      big.close();
    }
  });

  it("a build without its list is no build", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "nobuild-")), "client");
    mkdirSync(dir);
    expect(() => createStaticServer(dir)).toThrow(/Run "npm run build" first/);
  });
});

describe("a new build", () => {
  it("is served once it has replaced the old one, its pages with their own policy", async () => {
    const replaced = buildSite();
    const { server: live, base: at } = await serve(replaced);
    try {
      expect(await (await fetch(`${at}/`)).text()).toBe("<h1>Home</h1>");
      writeFileSync(join(replaced, "index.html"), "<h1>New home</h1>");
      for (const suffix of [".br", ".gz"]) rmSync(join(replaced, `index.html${suffix}`));
      writeSiteFiles(replaced);
      // The server looks for a new build at most once a second.
      await expect
        .poll(async () => (await fetch(`${at}/`)).text(), { interval: 250, timeout: 5000 })
        .toBe("<h1>New home</h1>");
    } finally {
      live.close();
    }
  });
});

describe("stopping", () => {
  it("after SIGTERM: idle connections close at once, answers under way finish as their connection's last, then it exits", async () => {
    // A file too big for memory and for the socket's buffers, so its answer is still under way.
    const big = randomBytes(24 << 20);
    // And one held in memory, whose answer is handed over at once but takes a while to go out.
    const held = randomBytes(900 << 10);
    const stopSite = buildSite({ ...files, "docs/big.pdf": big, "docs/held.pdf": held });
    const { child, port } = await startSiteServer(stopSite);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const open = () =>
      new Promise<ReturnType<typeof connect>>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => resolve(socket));
      });
    const keepAlive = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

    // An idle keep-alive connection: one answer, then nothing.
    const idle = await open();
    idle.write(keepAlive("/"));
    await new Promise((resolve) => idle.once("data", resolve));
    const idleClosed = new Promise<number>((resolve) => idle.on("close", () => resolve(Date.now())));
    /** A connection that asks for a file and stops reading after the first bytes. */
    const pausedDownload = async (path: string) => {
      const socket = await open();
      const received: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      socket.write(keepAlive(path));
      await new Promise((resolve) => socket.once("data", resolve));
      socket.pause();
      return { socket, received };
    };
    // A busy one: the big file, then a page asked behind it; read slowly.
    const { socket: busy, received } = await pausedDownload("/docs/big.pdf");
    const { socket: slow, received: slowReceived } = await pausedDownload("/docs/held.pdf");
    const slowEnded = new Promise((resolve) => slow.on("end", resolve));

    const signalled = Date.now();
    child.kill("SIGTERM");
    expect((await idleClosed) - signalled).toBeLessThan(500);
    // A page asked on the busy connection while the server drains: answered, not refused.
    busy.write(keepAlive("/about_doctrine"));
    // The busy connection is still there, and the server too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(busy.destroyed).toBe(false);
    expect(child.exitCode).toBeNull();
    expect(slow.destroyed).toBe(false);
    slow.resume();
    await slowEnded;
    // The answer from memory went out whole.
    const slowText = Buffer.concat(slowReceived);
    expect(slowText.subarray(-64).equals(held.subarray(-64))).toBe(true);
    expect(slowText.length).toBeGreaterThan(held.length);
    const lastByte = new Promise<number>((resolve) => busy.on("end", () => resolve(Date.now())));
    busy.resume();
    const ended = await lastByte;
    const { code, at } = await exited;

    const text = Buffer.concat(received).toString("latin1");
    const answers = [...text.matchAll(/HTTP\/1\.1 (\d{3}) [^\r]*\r\n([\s\S]*?)\r\n\r\n/g)];
    expect(answers.map((a) => a[1])).toEqual(["200", "200"]);
    // The first answer whole (its body is the big file), the one asked during the stop closing its connection.
    expect(answers[0]![2]).toContain(`Content-Length: ${big.length}`);
    expect(text.indexOf(big.subarray(-64).toString("latin1"))).toBeGreaterThan(0);
    expect(answers[1]![2]).toMatch(/^Connection: close$/im);
    expect(text.endsWith(files["about_doctrine.html"]!)).toBe(true);
    expect(code).toBe(0);
    expect(at - ended).toBeLessThan(1000);
  }, 30_000);
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
