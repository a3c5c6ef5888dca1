import { describe, expect, it } from "vitest";
import {
  acceptedEncodings,
  cacheControl,
  contentType,
  decidePath,
  hostIsValid,
  maxUrlLength,
  notModified,
  parseRange,
  preconditionFailed,
  rangeStillApplies,
  type PathDecision,
} from "./http-rules";

describe("decidePath", () => {
  it.each<[string, PathDecision]>([
    ["/", { kind: "ok", path: "/" }],
    ["/about_doctrine", { kind: "ok", path: "/about_doctrine" }],
    ["/about_doctrine?x=1", { kind: "ok", path: "/about_doctrine" }],
    ["/about_doctrine/", { kind: "redirect", location: "/about_doctrine" }],
    ["/about_doctrine/?x=1", { kind: "redirect", location: "/about_doctrine?x=1" }],
    ["//about_doctrine", { kind: "redirect", location: "/about_doctrine" }],
    ["/about_doctrine.html", { kind: "redirect", location: "/about_doctrine" }],
    ["/about_doctrine.html?x=1", { kind: "redirect", location: "/about_doctrine?x=1" }],
    ["/index.html", { kind: "redirect", location: "/" }],
    ["/about_doctrine%2Ehtml", { kind: "redirect", location: "/about_doctrine" }],
    ["/about_doctrine%2F", { kind: "redirect", location: "/about_doctrine" }],
    ["/.well-known/security.txt", { kind: "ok", path: "/.well-known/security.txt" }],
    ["/.well-known/.hidden", { kind: "error", status: 404 }],
    ["/docs/.well-known/x", { kind: "error", status: 404 }],
    ["//caf%C3%A9", { kind: "redirect", location: "/caf%C3%A9" }],
    ["/index", { kind: "redirect", location: "/" }],
    ["/index/", { kind: "redirect", location: "/index" }],
    ["/404.html", { kind: "error", status: 404 }],
    ["/about_doctrine.html.br", { kind: "error", status: 404 }],
    ["/index.html.gz", { kind: "error", status: 404 }],
    ["/../etc/passwd", { kind: "error", status: 400 }],
    ["/%2e%2e/etc/passwd", { kind: "error", status: 400 }],
    ["/assets/..%2f..%2fpackage.json", { kind: "error", status: 400 }],
    ["/%252e%252e/package.json", { kind: "error", status: 400 }],
    ["/..\\package.json", { kind: "error", status: 400 }],
    ["/a%00b", { kind: "error", status: 400 }],
    // Control characters and backslashes, which would reach a redirect's Location header: never an address.
    ...["%0d", "%0a", "%09", "%00", "%7f", "%1b", "%5c", "\r", "\n", "\t", "\\"].flatMap((c) =>
      [`/x${c}Set-Cookie:%20a=1/`, `/x${c}.html`, `/${c}evil.example/`, `//${c}/evil.example`].map(
        (target): [string, PathDecision] => [target, { kind: "error", status: 400 }],
      ),
    ),
    ["/%E0%A4%A", { kind: "error", status: 400 }],
    ["/.env", { kind: "error", status: 404 }],
    ["/_headers", { kind: "error", status: 404 }],
    ["/_redirects", { kind: "error", status: 404 }],
    ["http://evil.example/", { kind: "error", status: 400 }],
    ["/" + "a".repeat(maxUrlLength), { kind: "error", status: 414 }],
  ])("%s", (target, expected) => {
    expect(decidePath(target)).toEqual(expected);
  });
});

describe("headers", () => {
  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControl("/assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/about_doctrine")).toBe("no-cache");
  });

  it("knows the site's file types", () => {
    expect(contentType("/x/index.html")).toBe("text/html; charset=utf-8");
    expect(contentType("/a.avif")).toBe("image/avif");
    expect(contentType("/a.unknown")).toBe("application/octet-stream");
  });

  it("picks brotli over gzip and honours q=0", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=1, br;q=0")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("hostIsValid", () => {
  it.each([
    [["localhost"], true],
    [["localhost:4173"], true],
    [["www.cedarhollowbible.org"], true],
    [["[::1]:80"], true],
    [["127.0.0.1"], true],
    [[""], true],
    [undefined, false],
    [[], false],
    [["a", "b"], false],
    [["localhost", "localhost"], false],
    [["local host"], false],
    [["evil.example/x"], false],
    [["a@b"], false],
    [["localhost:80:80"], false],
  ] as const)("%j: %s", (lines, valid) => {
    expect(hostIsValid(lines as readonly string[] | undefined)).toBe(valid);
  });

  it("lets an HTTP/1.0 request come without one, as HTTP/1.0 allowed", () => {
    expect(hostIsValid(undefined, "1.0")).toBe(true);
    expect(hostIsValid(["a", "b"], "1.0")).toBe(false);
    expect(hostIsValid(undefined, "1.1")).toBe(false);
  });
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=900-", 1000, { start: 900, end: 999 }],
    ["bytes=-100", 1000, { start: 900, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=990-2000", 1000, { start: 990, end: 999 }],
    ["BYTES=0-0", 1000, { start: 0, end: 0 }],
    ["bytes=1000-", 1000, "unsatisfiable"],
    ["bytes=-0", 1000, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    ["bytes=0-1,5-6", 1000, "ignore"],
    ["bytes=5-1", 1000, "ignore"],
    ["bytes=-", 1000, "ignore"],
    ["bytes=a-b", 1000, "ignore"],
    ["items=0-1", 1000, "ignore"],
    [undefined, 1000, "ignore"],
  ] as const)("%s of %d bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("conditional requests", () => {
  const etag = '"abc"';
  const modified = new Date("2026-11-20T10:00:00.500Z");
  it.each([
    [{ ifNoneMatch: '"abc"' }, true],
    [{ ifNoneMatch: 'W/"abc"' }, true],
    [{ ifNoneMatch: '"x", W/"abc"' }, true],
    [{ ifNoneMatch: "*" }, true],
    [{ ifNoneMatch: '"x"' }, false],
    [{ ifNoneMatch: '"x"', ifModifiedSince: "Fri, 20 Nov 2026 10:00:00 GMT" }, false],
    [{ ifModifiedSince: "Fri, 20 Nov 2026 10:00:00 GMT" }, true],
    [{ ifModifiedSince: "Sat, 21 Nov 2026 00:00:00 GMT" }, true],
    [{ ifModifiedSince: "Fri, 20 Nov 2026 09:59:59 GMT" }, false],
    [{ ifModifiedSince: "yesterday" }, false],
    [{}, false],
  ])("%j", (conditions, expected) => {
    expect(notModified(conditions, etag, modified)).toBe(expected);
  });

  it("fails a request for a version the server has not: If-Match by strong tag, or If-Unmodified-Since", () => {
    expect(preconditionFailed({ ifMatch: '"abc"' }, etag, modified)).toBe(false);
    expect(preconditionFailed({ ifMatch: '"x", "abc"' }, etag, modified)).toBe(false);
    expect(preconditionFailed({ ifMatch: "*" }, etag, modified)).toBe(false);
    expect(preconditionFailed({ ifMatch: 'W/"abc"' }, etag, modified)).toBe(true);
    expect(preconditionFailed({ ifMatch: '"x"' }, etag, modified)).toBe(true);
    expect(preconditionFailed({ ifUnmodifiedSince: "Fri, 20 Nov 2026 10:00:00 GMT" }, etag, modified)).toBe(false);
    expect(preconditionFailed({ ifUnmodifiedSince: "Fri, 20 Nov 2026 09:59:59 GMT" }, etag, modified)).toBe(true);
    // If-Match decides when both are there.
    expect(
      preconditionFailed({ ifMatch: '"abc"', ifUnmodifiedSince: "Thu, 01 Jan 2015 00:00:00 GMT" }, etag, modified),
    ).toBe(false);
    expect(preconditionFailed({}, etag, modified)).toBe(false);
  });

  it("lets a range through only for the same file, by strong tag or exact date", () => {
    expect(rangeStillApplies(undefined, etag, modified)).toBe(true);
    expect(rangeStillApplies('"abc"', etag, modified)).toBe(true);
    expect(rangeStillApplies('W/"abc"', etag, modified)).toBe(false);
    expect(rangeStillApplies('"old"', etag, modified)).toBe(false);
    expect(rangeStillApplies("Fri, 20 Nov 2026 10:00:00 GMT", etag, modified)).toBe(true);
    expect(rangeStillApplies("Fri, 20 Nov 2026 09:00:00 GMT", etag, modified)).toBe(false);
  });
});
