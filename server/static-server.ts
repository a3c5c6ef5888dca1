import { createReadStream, statSync, type Stats } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import type { Duplex } from "node:stream";
import { acceptedEncodings, cacheControl, contentType, decidePath } from "./http-rules.ts";
import { notFoundFile, pageFile } from "./page-files.ts";
import { headersFor, type HeadersPolicy } from "./security-policy.ts";

interface Found {
  file: string;
  stats: Stats;
}

/**
 * A static file server for the built site: clean URLs, a real 404, caching, precompressed files
 * and the build's security headers (each page with its own Content-Security-Policy), from a
 * policy or a function that returns the current build's.
 */
export function createStaticServer(siteDir: string, policy: HeadersPolicy | (() => HeadersPolicy)): Server {
  const root = resolve(siteDir);
  const current = typeof policy === "function" ? policy : () => policy;
  const securityHeaders = (file?: string) =>
    headersFor(current(), file ? "/" + relative(root, file).split(sep).join("/") : "");
  const notFoundPage = join(root, notFoundFile);

  const statFile = (file: string): Stats | undefined => {
    try {
      const stats = statSync(file);
      return stats.isFile() ? stats : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * The file for a site path: the file itself, or the page at that address. The 404 page is
   * never found by its own address, so /404 answers 404 like any other unknown address.
   */
  const locate = (path: string): Found | undefined => {
    for (const candidate of [path, pageFile(path)].map((name) => join(root, name))) {
      if (!candidate.startsWith(root + sep) || candidate === notFoundPage) continue;
      const stats = statFile(candidate);
      if (stats) return { file: candidate, stats };
    }
    return undefined;
  };

  const send = (req: IncomingMessage, res: ServerResponse, found: Found, status: number, urlPath: string) => {
    const type = contentType(found.file);
    let { file, stats } = found;
    let encoding: string | undefined;
    for (const enc of acceptedEncodings(req.headers["accept-encoding"])) {
      const variant = `${found.file}.${enc === "br" ? "br" : "gz"}`;
      const variantStats = statFile(variant);
      if (variantStats) {
        [file, stats, encoding] = [variant, variantStats, enc];
        break;
      }
    }
    const etag = `"${found.stats.size.toString(36)}-${Math.floor(found.stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string | number> = {
      ...securityHeaders(found.file),
      "Content-Type": type,
      "Cache-Control": status === 200 ? cacheControl(urlPath) : "no-cache",
      ETag: etag,
      "Last-Modified": found.stats.mtime.toUTCString(),
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    headers["Content-Length"] = stats.size;
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on("error", () => res.destroy());
    res.on("close", () => stream.destroy());
    stream.pipe(res);
  };

  const fail = (req: IncomingMessage, res: ServerResponse, status: number) => {
    if (status === 404) {
      const stats = statFile(notFoundPage);
      if (stats) return send(req, res, { file: notFoundPage, stats }, 404, "");
    }
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const headers: Record<string, string | number> = {
      ...securityHeaders(),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-cache",
    };
    if (status === 405) headers["Allow"] = "GET, HEAD";
    res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : body);
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") return fail(req, res, 405);
    const decision = decidePath(req.url ?? "/");
    if (decision.kind === "error") return fail(req, res, decision.status);
    if (decision.kind === "redirect") {
      res
        .writeHead(308, {
          ...securityHeaders(),
          Location: decision.location,
          "Cache-Control": "no-cache",
          "Content-Length": 0,
        })
        .end();
      return;
    }
    const found = locate(decision.path);
    if (!found) return fail(req, res, 404);
    send(req, res, found, 200, decision.path);
  };
  const server = createServer((req, res) => {
    try {
      answer(req, res);
    } catch {
      // A request no rule foresaw gets a 500, never a stopped server.
      if (res.headersSent) res.destroy();
      else fail(req, res, 500);
    }
  });
  // CONNECT asks for a tunnel, which Node hands to this event instead of the handler above.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    const status = err.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    else socket.destroy();
  });
  return server;
}
