/** Pure decisions of the static server, kept apart from sockets and files so they can be tested. */
import { notFoundFile, pageAddress } from "./page-files.ts";

export const maxUrlLength = 2048;

/** The one folder of the site whose name starts with a dot (RFC 8615): /.well-known/security.txt. */
export const wellKnown = ".well-known";

/** The content type of each kind of file the site has; nginx gets the same table. */
export const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg",
  ".map": "application/json; charset=utf-8",
};

export function contentType(file: string): string {
  const ext = file.slice(file.lastIndexOf(".")).toLowerCase();
  return contentTypes[ext] ?? "application/octet-stream";
}

/** Hashed build output never changes under the same name; everything else is checked each time. */
export function cacheControl(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

export type PathDecision =
  { kind: "ok"; path: string } | { kind: "redirect"; location: string } | { kind: "error"; status: 400 | 404 | 414 };

/**
 * Turns a request target into a safe site path, or says why not. Anything that could step
 * outside the site folder (encoded or not), null bytes, backslashes and hidden files are refused,
 * as are the static hosts' own files. A page is asked for by its address, never by its file.
 */
export function decidePath(target: string): PathDecision {
  if (target.length > maxUrlLength) return { kind: "error", status: 414 };
  const q = target.indexOf("?");
  const rawPath = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? "" : target.slice(q);
  if (!rawPath.startsWith("/")) return { kind: "error", status: 400 };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "error", status: 400 };
  }
  // No address of the site holds a control character (CR, LF, tab, NUL, ...) or a backslash, and
  // none of them may reach a Location header: a browser reads "/\\evil.example" and "/\t/evil.example"
  // as another host.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\0-\x1f\x7f\\]/.test(path) || /%(2e|2f|5c|00)/i.test(path)) return { kind: "error", status: 400 };
  const segments = path.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return { kind: "error", status: 400 };
  if (segments.some((s, i) => s.startsWith(".") && !(i === 1 && s === wellKnown)) || hidden(path))
    return { kind: "error", status: 404 };
  // Redirects name the decoded path encoded again: an encoded "/" or ".html" must not lead back
  // to itself, and a decoded control character must never reach a header.
  const redirect = (to: string): PathDecision => ({ kind: "redirect", location: encodePath(to) + query });
  if (path.includes("//")) return redirect(path.replace(/\/{2,}/g, "/"));
  // One address per page: /about_doctrine/ and /about_doctrine.html send the visitor to
  // /about_doctrine, and /index to /, as Cloudflare Pages and Netlify do.
  if (path.length > 1 && path.endsWith("/")) return redirect(path.replace(/\/+$/, ""));
  if (path.endsWith(".html")) return redirect(pageAddress(path));
  if (path === "/index") return redirect("/");
  return { kind: "ok", path };
}

/**
 * Files that are never answered at their own address: the static hosts' settings, the 404
 * page (it answers for unknown addresses, with 404) and the precompressed copies (sent in place
 * of the file they copy).
 */
function hidden(path: string): boolean {
  return /^\/_(headers|redirects)$/.test(path) || path === notFoundFile || /\.(br|gz)$/.test(path);
}

/** A decoded path as it may stand in a Location header. */
function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** The encodings we have precompressed, best first, that the client accepts. */
export function acceptedEncodings(header: string | undefined): ("br" | "gzip")[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(ok);
}

/**
 * Whether a request's Host header lines are as HTTP/1.1 asks (RFC 9112 §3.2): exactly one, whose
 * value is a host name or IP literal and an optional port (an HTTP/1.0 request may have none).
 * Anything else is answered 400.
 */
export function hostIsValid(lines: readonly string[] | undefined, httpVersion = "1.1"): boolean {
  if (!lines?.length && httpVersion === "1.0") return true;
  if (lines?.length !== 1) return false;
  return /^(?:\[[\dA-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]*)(?::\d{0,5})?$/.test(lines[0]!);
}

/** The bytes one Range header asks for, inclusive: `{ start, end }`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range of bytes, the
 * whole file ("ignore": a header that is not a single byte range, which a server may answer in
 * full; several ranges included), or nothing it has ("unsatisfiable": 416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "ignore" | "unsatisfiable" {
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header ?? "");
  if (!match) return "ignore";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "ignore";
  if (from === "") {
    // The last n bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (to !== "" && Number(to) < start) return "ignore";
  if (start >= size) return "unsatisfiable";
  return { start, end: to === "" ? size - 1 : Math.min(Number(to), size - 1) };
}

/** The entity tags an If-None-Match or If-Range header lists, each without its weak mark; "*" alone for any. */
function entityTags(header: string): string[] {
  if (header.trim() === "*") return ["*"];
  return [...header.matchAll(/(?:W\/)?("[^"]*")/g)].map((m) => m[1]!);
}

/** The request's conditions on what the client already has, or on what it means to change. */
export interface Conditions {
  ifMatch?: string;
  ifUnmodifiedSince?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** A date's time to the second, as HTTP dates are. */
const toSecond = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/**
 * Whether the request asks for a version the server does not have, so it is answered 412
 * (RFC 9110 §13.2.2): If-Match, by strong comparison, names none of it ("*" names any); only
 * without it, If-Unmodified-Since is earlier than the file's modification.
 */
export function preconditionFailed(conditions: Conditions, etag: string, lastModified: Date): boolean {
  if (conditions.ifMatch !== undefined) {
    const tags = conditions.ifMatch.trim() === "*" ? ["*"] : [...conditions.ifMatch.matchAll(/(W\/)?"[^"]*"/g)];
    return !tags.some((tag) => tag === "*" || (typeof tag !== "string" && !tag[1] && tag[0] === etag));
  }
  if (conditions.ifUnmodifiedSince !== undefined) {
    const since = Date.parse(conditions.ifUnmodifiedSince);
    return !Number.isNaN(since) && toSecond(lastModified) > since;
  }
  return false;
}

/**
 * Whether the client's copy is current, so a GET or HEAD is answered 304 (RFC 9110 §13.2.2):
 * If-None-Match, by weak comparison, any listed tag or "*"; only without it, If-Modified-Since
 * no earlier than the file's modification (to the second).
 */
export function notModified(conditions: Conditions, etag: string, lastModified: Date): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    const tags = entityTags(conditions.ifNoneMatch);
    const own = etag.replace(/^W\//, "");
    return tags.includes("*") || tags.includes(own);
  }
  if (conditions.ifModifiedSince !== undefined) {
    const since = Date.parse(conditions.ifModifiedSince);
    return !Number.isNaN(since) && toSecond(lastModified) <= since;
  }
  return false;
}

/**
 * Whether an If-Range header lets a Range through: its entity tag must be the file's by strong
 * comparison, or its date exactly the file's Last-Modified. Without one, Range stands.
 */
export function rangeStillApplies(ifRange: string | undefined, etag: string, lastModified: Date): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag && !etag.startsWith("W/");
  return Date.parse(value) === toSecond(lastModified);
}
