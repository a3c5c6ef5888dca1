// @vitest-environment node
import { describe, expect, it } from "vitest";
import { feedFramePage, feedFrameScript } from "./build-feed-frame";
import { inlineScriptHashes } from "../server/inline-scripts";

describe("the social feed's frame page", () => {
  it("is one inline script, with nothing to fetch from the site, that posts to the page that framed it", async () => {
    const script = await feedFrameScript();
    expect(script).not.toMatch(/\bimport\s*[("{*]|\bexport\s/);
    expect(script).toContain("postMessage");
    expect(script).toContain("location.origin");
    const page = feedFramePage("https://feeds.example/platform.js", script);
    expect(inlineScriptHashes(page)).toHaveLength(1);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  }, 60_000);

  it("names the provider's script in an attribute it cannot leave", () => {
    const page = feedFramePage('https://feeds.example/a.js?x="><script>alert(1)</script>&y=<', "run()");
    expect(page).toContain(
      'data-script="https://feeds.example/a.js?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;y=&lt;"',
    );
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it("refuses a script that would end its own script element", () => {
    expect(() => feedFramePage("https://feeds.example/a.js", 'x("</script>")')).toThrow(/<\/script/);
  });
});
