// @vitest-environment node
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { gluedWords as gluedIn } from "./glued-words.ts";

const gluedWords = (html: string) => gluedIn(new JSDOM(html).window.document.body);

describe("gluedWords", () => {
  it("finds inline elements whose words run together without styles", () => {
    expect(gluedWords("<li><cite>Knowing God</cite><span>by J. I. Packer</span></li>")).toEqual([
      "Knowing God|by J. I. Packer",
    ]);
    expect(gluedWords('<p><a class="button">Connect</a><a class="button">Give</a></p>')).toEqual(["Connect|Give"]);
  });

  it("lets spaces, punctuation and blocks separate words", () => {
    expect(gluedWords("<li><cite>Knowing God</cite> <span>by J. I. Packer</span></li>")).toEqual([]);
    expect(gluedWords("<p>Cedar Hollow<!-- -->, <!-- -->PA</p>")).toEqual([]);
    expect(gluedWords("<h2>Title</h2><p>Text</p><ul><li>One</li><li>Two</li></ul>")).toEqual([]);
    expect(gluedWords('<h2>Scripture <a><span aria-hidden="true">#</span><span>Link</span></a></h2>')).toEqual([]);
  });

  it("leaves out what is not shown as text", () => {
    expect(gluedWords("<p>Word<script>var x</script><template><b>Other</b></template></p>")).toEqual([]);
  });
});
