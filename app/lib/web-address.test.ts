import { describe, expect, it } from "vitest";
import { webAddress, webOrigin, webUrl } from "../../content/schema/web-address";

describe("web addresses", () => {
  it("are http or https with a host a policy can name", () => {
    expect(webAddress("https://media.example.org/a b.mp3")).toBe("https://media.example.org/a%20b.mp3");
    expect(webOrigin("https://Media.Example.org:8443/x")).toBe("https://media.example.org:8443");
    expect(webOrigin("http://192.0.2.7/x")).toBe("http://192.0.2.7");
    expect(webOrigin("https://[2001:db8::1]/x")).toBe("https://[2001:db8::1]");
    expect(webOrigin("https://église.example/")).toBe("https://xn--glise-9ra.example");
  });

  it("refuse a host that would write into a policy, and any other kind of link", () => {
    for (const hostile of [
      "https://media.evil.example;sandbox/x.mp3",
      "https://media.evil.example;report-uri/x.mp3",
      'https://a"b.example/x.mp3',
      "https://a'b.example/",
      "https://a,b.example/",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example/x",
      "//no-scheme.example/x",
      "not a url",
      "",
      undefined,
    ]) {
      expect(webAddress(hostile), hostile).toBeUndefined();
    }
  });

  it("take the protocols asked for", () => {
    expect(webUrl("http://example.org/", ["https:"])).toBeUndefined();
    expect(webUrl("https://example.org/", ["https:"])?.hostname).toBe("example.org");
  });
});
