import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withoutScripts } from "./inline-scripts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script that runs, as written, once", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      "<script>window.a = 1;</script>",
      '<script id="_R_">requestAnimationFrame(() => {});</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";\n'),
      sha("requestAnimationFrame(() => {});"),
    ]);
  });

  it("hashes the UTF-8 bytes, so text with curly quotes and accents matches the browser's hash", () => {
    expect(inlineScriptHashes("<script>x = “Café”</script>")).toEqual([
      `sha256-${createHash("sha256").update(Buffer.from("x = “Café”", "utf8")).digest("base64")}`,
    ]);
  });

  it("leaves out scripts loaded from a file and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Church"}</script>' +
      "<script type='text/javascript'>run()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha("run()")]);
  });
});

describe("withoutScripts", () => {
  it("drops every script a browser runs and the module preloads, and keeps data blocks and the rest", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>' +
      '<script type="application/ld+json">{"@type":"Church"}</script></head>' +
      '<body><h1>Hi</h1><script>window.a = 1;</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/assets/b.js"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css"/><script type="application/ld+json">{"@type":"Church"}</script></head>' +
        "<body><h1>Hi</h1></body>",
    );
    expect(inlineScriptHashes(withoutScripts(html))).toEqual([]);
  });
});
