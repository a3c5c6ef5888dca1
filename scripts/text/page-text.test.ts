// @vitest-environment node
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { pageText as textOf } from "./page-text.ts";

const pageText = (html: string) => textOf(new JSDOM(html).window.document);

describe("pageText", () => {
  it("gives the title, description, body text and alt texts, without scripts or templates", () => {
    const text = pageText(
      '<html><head><title>Staff</title><meta name="description" content="Meet them."><style>p{}</style></head>' +
        '<body><p>One</p><p>Two</p><img alt="A maple"><script>var hidden</script><template>Failed</template></body></html>',
    );
    expect(text).toContain("Staff\nMeet them.\n");
    expect(text).toContain("One\nTwo\n");
    expect(text).toContain("A maple");
    expect(text).not.toMatch(/hidden|Failed|p\{\}/);
  });
});
