import { describe, expect, it } from "vitest";
import { sanitizeInlineHtml } from "./sanitize-html";

describe("sanitizeInlineHtml", () => {
  it("keeps links and emphasis", () => {
    const html =
      'Join us <strong>Sunday</strong>, <em>10:30</em>. <a href="/fall">Sign up</a> or <a href="https://example.org/x">read</a>.';
    expect(sanitizeInlineHtml(html)).toBe(html);
  });

  it("removes scripts, styles, event handlers and javascript: links", () => {
    const html =
      '<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)" onclick="x()">hi</a><img src=x onerror="y()"><b onmouseover="z()">bold</b>';
    const clean = sanitizeInlineHtml(html);
    expect(clean).toBe("<a>hi</a><b>bold</b>");
    expect(clean).not.toMatch(/script|javascript|on\w+=|img|style/i);
  });

  it("drops attributes other than href", () => {
    expect(sanitizeInlineHtml('<a href="/x" target="_blank" style="color:red">x</a>')).toBe('<a href="/x">x</a>');
  });
});
