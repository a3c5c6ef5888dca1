import { createReadStream, fstatSync, openSync, closeSync, statSync } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import {
  acceptedEncodings,
  decidePath,
  hostIsValid,
  notModified,
  parseRange,
  preconditionFailed,
  rangeStillApplies,
  type ByteRange,
} from "./http-rules.ts";
import { notFoundFile, pageFile } from "./page-files.ts";
import { headersFor } from "./security-policy.ts";
import { loadServedSite, memoryBound, type Served, type ServedSite, type Variant } from "./served-files.ts";
import { siteFilesFile } from "./site-files.ts";

export interface StaticServerOptions {
  /** Where the server says what it found wrong with the build's files. */
  log?: (message: string) => void;
  memory?: typeof memoryBound;
  /** The limits on clients; the defaults are `clientLimits`. */
  limits?: Partial<ClientLimits>;
}

/**
 * What the server allows a client, as deploy/nginx.conf allows it (docs/decisions/016-serving.md):
 * times in ms, counts in connections. A church's wifi is one address for everyone in the
 * building, so the cap per address is far above what a person's browser opens (6).
 */
export const clientLimits = {
  /** Time to send a request's headers, looked at every `check` ms (Node's own check, and the stalled answers). */
  headers: 10_000,
  check: 1_000,
  /** Time to send a whole request. */
  request: 30_000,
  /** Time an answer may stand still (its client stopped reading) before its connection is closed, looked at every `check` ms. */
  send: 30_000,
  /** Time an idle keep-alive connection is kept. */
  keepAlive: 5_000,
  perAddress: 1_024,
  total: 8_192,
};
export type ClientLimits = typeof clientLimits;

/** The server, and a stop that lets the answers under way finish (see `stop`). */
export interface StaticServer extends Server {
  /**
   * Stops taking connections; closes idle keep-alive connections at once and every other one
   * after its answer (`Connection: close`), answering whatever is already asked on it; calls
   * `done` when the last one has closed, or after `graceMs` closes what is left.
   */
  stop(done: () => void, graceMs?: number): void;
}

/** How often, at most, the server looks whether a new build has replaced the one it serves. */
const buildCheckMs = 1000;

/**
 * A static file server for the built site in `siteDir`: clean URLs, a real 404, caching,
 * precompressed files, ranges, conditional requests and the build's security headers (each page
 * with its own Content-Security-Policy). It serves what the build's list of files vouches for
 * (server/served-files.ts), and takes up a new build when one replaces it. Throws, saying what to
 * do, when there is no build.
 */
export function createStaticServer(siteDir: string, options: StaticServerOptions = {}): StaticServer {
  const log = options.log ?? ((message: string) => console.error(message));
  const listFile = siteFilesFile(siteDir);
  const load = () => {
    const site = loadServedSite(siteDir, options.memory);
    for (const [path, problem] of Object.entries(site.damaged)) log(`${path}: ${problem}; not sent.`);
    return site;
  };
  // The list's stamp before the load: a build that lands during the load is taken up next time.
  let listStamp = statSync(listFile, { throwIfNoEntry: false })?.mtimeMs;
  let site: ServedSite = load();
  let checkedAt = Date.now();
  /** The site as built now: `npm run build` replaces build/ whole, and the nightly rebuild must show. */
  const current = (): ServedSite => {
    const now = Date.now();
    if (now - checkedAt < buildCheckMs) return site;
    checkedAt = now;
    const stamp = statSync(listFile, { throwIfNoEntry: false })?.mtimeMs;
    // No list: caught mid-swap (build/ is removed, then the new one renamed in); look again soon.
    if (stamp === undefined || stamp === listStamp) return site;
    // Tried once per list: a build that cannot be read is not read again at every request.
    listStamp = stamp;
    try {
      site = load();
    } catch (error) {
      log(`The new build cannot be served (${(error as Error).message}); still serving the one before.`);
    }
    return site;
  };

  let stopping = false;
  /** Every open connection, and how many of its answers are under way. */
  const connections = new Map<Socket, number>();

  const plain = (req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    res
      .writeHead(status, {
        ...headersFor(site.policy, ""),
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-cache",
        ...extra,
      })
      .end(req.method === "HEAD" ? undefined : body);
  };

  /** Sends the bytes of a variant (all of them, or one range), from memory or from disk. */
  const sendBytes = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string | number>,
    variant: Variant,
    range?: ByteRange,
  ) => {
    const { start, end } = range ?? { start: 0, end: variant.size - 1 };
    headers["Content-Length"] = end - start + 1;
    if (variant.bytes) {
      res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : variant.bytes.subarray(start, end + 1));
      return;
    }
    // Read from disk when the answer's turn comes: an answer queued behind others on a pipelined
    // connection has no socket yet, and never sees "close" if the client goes away first, so a file
    // opened for it at once would stay open for good. Until its turn it holds nothing.
    const fromDisk = () => {
      // The file must still be the one the list vouched for, not replaced or cut since.
      let fd: number;
      try {
        fd = openSync(variant.file, "r");
      } catch {
        return plain(req, res, 500);
      }
      const now = fstatSync(fd);
      if (now.size !== variant.size || now.ino !== variant.ino || now.mtimeMs !== variant.mtimeMs) {
        closeSync(fd);
        log(`${variant.file}: changed since the build's list was read; not sent.`);
        checkedAt = 0;
        return plain(req, res, 500);
      }
      res.writeHead(status, headers);
      if (req.method === "HEAD" || variant.size === 0) {
        closeSync(fd);
        res.end();
        return;
      }
      const stream = createReadStream("", { fd, start, end });
      stream.on("error", () => res.destroy());
      res.on("close", () => stream.destroy());
      stream.pipe(res);
    };
    if (res.socket) fromDisk();
    else res.once("socket", fromDisk);
  };

  /** The variant this client takes: the best encoding it accepts, else the file itself. */
  const pick = (req: IncomingMessage, served: Served): Variant | undefined => {
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    return (
      accepted.map((enc) => served.variants.find((v) => v.encoding === enc)).find(Boolean) ??
      served.variants.find((v) => !v.encoding)
    );
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, served: Served) => {
    const variant = pick(req, served);
    if (!variant) return plain(req, res, 500);
    const conditions = {
      ifMatch: req.headers["if-match"],
      ifUnmodifiedSince: req.headers["if-unmodified-since"],
      ifNoneMatch: req.headers["if-none-match"],
      ifModifiedSince: req.headers["if-modified-since"],
    };
    if (preconditionFailed(conditions, variant.etag, served.lastModified)) {
      return plain(req, res, 412, { ETag: variant.etag });
    }
    if (notModified(conditions, variant.etag, served.lastModified)) {
      res.writeHead(304, variant.headers).end();
      return;
    }
    const headers: Record<string, string | number> = { ...variant.headers };
    // Range is for GET alone (RFC 9110 §14.2): a HEAD is told of the whole file.
    const rangeHeader = req.method === "GET" ? req.headers.range : undefined;
    if (
      rangeHeader !== undefined &&
      rangeStillApplies(req.headers["if-range"] as string | undefined, variant.etag, served.lastModified)
    ) {
      const range = parseRange(rangeHeader, variant.size);
      if (range === "unsatisfiable") {
        return plain(req, res, 416, { "Content-Range": `bytes */${variant.size}`, "Accept-Ranges": "bytes" });
      }
      if (range !== "ignore") {
        headers["Content-Range"] = `bytes ${range.start}-${range.end}/${variant.size}`;
        return sendBytes(req, res, 206, headers, variant, range);
      }
    }
    sendBytes(req, res, 200, headers, variant);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = site.files.get(notFoundFile);
    const variant = page && pick(req, page);
    if (!variant) return plain(req, res, 404);
    const { "Accept-Ranges": _ranges, ...headers } = variant.headers;
    sendBytes(req, res, 404, { ...headers, "Cache-Control": "no-cache" }, variant);
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    current();
    // Draining: this answer is the connection's last.
    if (stopping) res.setHeader("Connection", "close");
    if (!hostIsValid(req.headersDistinct.host, req.httpVersion)) return plain(req, res, 400);
    if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, 405, { Allow: "GET, HEAD" });
    const decision = decidePath(req.url ?? "/");
    if (decision.kind === "error")
      return decision.status === 404 ? notFound(req, res) : plain(req, res, decision.status);
    if (decision.kind === "redirect") {
      res
        .writeHead(308, {
          ...headersFor(site.policy, ""),
          Location: decision.location,
          "Cache-Control": "no-cache",
          "Content-Length": 0,
        })
        .end();
      return;
    }
    // A file by its own path, or the page at the address; never the 404 page by its own.
    const served = [decision.path, pageFile(decision.path)]
      .filter((path) => path !== notFoundFile)
      .map((path) => site.files.get(path))
      .find(Boolean);
    if (!served) return notFound(req, res);
    sendFile(req, res, served);
  };

  const limits = { ...clientLimits, ...options.limits };
  const httpOptions = {
    headersTimeout: limits.headers,
    requestTimeout: limits.request,
    connectionsCheckingInterval: limits.check,
    keepAliveTimeout: limits.keepAlive,
  };
  const server = createServer(httpOptions, (req, res) => {
    const socket = req.socket;
    // A connection over a cap has had its 503 and is closing: what it asks is not answered.
    if (!connections.has(socket)) return;
    connections.set(socket, connections.get(socket)! + 1);
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      const left = (connections.get(socket) ?? 1) - 1;
      if (connections.has(socket)) connections.set(socket, left);
      // Draining: the connection ends once its last answer is handed over (end, not destroy,
      // so the bytes still queued go out first).
      if (stopping && left === 0) socket.end();
    };
    res.once("finish", settle);
    res.once("close", settle);
    try {
      answer(req, res);
    } catch {
      // A request no rule foresaw gets a 500, never a stopped server.
      if (res.headersSent) res.destroy();
      else plain(req, res, 500);
    }
  }) as StaticServer;
  // A connection whose answer has not moved for `send` ms (a client that stopped reading) is
  // closed, and the answer waiting on it with it. Looked at every `check` ms: a socket's own
  // timeout, which would do it, fired only after twice its time under a stalled download.
  const stalled = new Map<Socket, { written: number; since: number }>();
  const lookForStalls = setInterval(() => {
    const now = Date.now();
    for (const [socket, answers] of connections) {
      if (answers === 0 || socket.writableLength === 0) {
        stalled.delete(socket);
        continue;
      }
      const last = stalled.get(socket);
      if (!last || last.written !== socket.bytesWritten)
        stalled.set(socket, { written: socket.bytesWritten, since: now });
      else if (now - last.since >= limits.send) socket.destroy();
    }
  }, limits.check);
  lookForStalls.unref();
  server.on("close", () => clearInterval(lookForStalls));
  /** Open connections by the client's address. */
  const perAddress = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const fromThere = perAddress.get(address) ?? 0;
    if (connections.size >= limits.total || fromThere >= limits.perAddress) {
      // Over a cap: told so and closed, holding nothing. The socket is not yet Node's to answer on.
      socket.on("error", () => socket.destroy());
      socket.end(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
      );
      socket.setTimeout(1000, () => socket.destroy());
      return;
    }
    connections.set(socket, 0);
    perAddress.set(address, fromThere + 1);
    socket.once("close", () => {
      connections.delete(socket);
      stalled.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  // CONNECT asks for a tunnel, which Node hands to this event instead of the handler above, and
  // with it the socket, without Node's own error handler and timeouts: answered, then closed.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.on("error", () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      () => socket.destroy(),
    );
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    // A connection that sent no whole request in time (a browser's connection opened ahead and
    // not used yet, or a slow client) gets 408, as Node itself would answer: a browser that has
    // just sent a request on it then sends it again on a new connection. Any other status would
    // reach the page as a failed request.
    const status =
      err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "408 Request Timeout"
        : err.code === "HPE_HEADER_OVERFLOW"
          ? "431 Request Header Fields Too Large"
          : "400 Bad Request";
    if (!socket.writable) return socket.destroy();
    // Ended, then closed a moment later whatever the client does: a client still sending (slow
    // headers) would otherwise keep its half of the connection open. The moment lets the answer
    // be read before the close.
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    setTimeout(() => socket.destroy(), 500).unref();
  });
  server.stop = (done, graceMs = 20_000) => {
    stopping = true;
    // net's close, not http's: http's also destroys each connection whose answer has ended,
    // though an answer sent from memory may still be on its way out.
    NetServer.prototype.close.call(server, () => done());
    // A connection with no answer under way ends now; the others after their last (settle above).
    for (const [socket, answers] of connections) if (answers === 0) socket.end();
    // A download that outlasts the grace (a phone on a slow line) is cut rather than waited for.
    setTimeout(() => connections.forEach((_, socket) => socket.destroy()), graceMs).unref();
  };
  return server;
}
