import { describe, expect, it } from "vitest";
import { acceptedEncodings, cacheControl, contentType, decidePath, maxUrlLength } from "./http-rules";

describe("decidePath", () => {
  it.each([
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
    ["//a%0Ab", { kind: "redirect", location: "/a%0Ab" }],
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
