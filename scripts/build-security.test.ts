// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileAddresses } from "./build-security";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: string[]): string {
  const client = mkdtempSync(join(tmpdir(), "site-"));
  dirs.push(client);
  for (const file of files) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), "");
  }
  return client;
}

describe("fileAddresses", () => {
  it("names each folder and top-level file that is not a page, once for its compressed copies", () => {
    const client = site(["index.html", "index.html.br", "_headers", "favicon.ico", "sitemap.xml", "sitemap.xml.gz"]);
    mkdirSync(join(client, "assets/js"), { recursive: true });
    writeFileSync(join(client, "assets/js/site-1.js"), "");
    expect(fileAddresses(client).sort()).toEqual(["/assets/*", "/favicon.ico", "/sitemap.xml"]);
  });

  it("refuses a page inside a folder, which the folder's rule would strip of its headers", () => {
    const client = site(["index.html", "docs/guide.html"]);
    expect(() => fileAddresses(client)).toThrow(/a page inside a folder of files/);
  });
});
