// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classesIn, inlineStyles, namedIn, requiredClasses, stylesFor } from "./inline-styles.ts";

describe("requiredClasses", () => {
  it("names the classes outside parentheses, and none under :not(), :is() or :has()", () => {
    expect(requiredClasses("._card_1 > a.button:hover")).toEqual(["_card_1", "button"]);
    expect(requiredClasses(".no-js ._panel_2:not(._open_3)")).toEqual(["no-js", "_panel_2"]);
    expect(requiredClasses(":is(._a_1, ._b_2) p")).toEqual([]);
    expect(requiredClasses("main a[href^=http]::after")).toEqual([]);
    expect(requiredClasses("._list_1:has(>li:nth-child(6))")).toEqual(["_list_1"]);
  });
});

describe("stylesFor", () => {
  const css =
    ":root{--x:1}body{margin:0}._card_1{color:red}._card_1,._hero_2{padding:0}._hero_2 p{margin:0}" +
    "@media(min-width:768px){._hero_2{display:grid}._card_1{display:flex}}" +
    "@media print{._hero_2{display:none}}@keyframes spin{from{rotate:0}to{rotate:1turn}}" +
    ".x:not(._gone_9){color:blue}";
  const present = (name: string) => ["_card_1", "x"].includes(name);

  it("keeps what a page can match: element rules, its classes' rules, keyframes", () => {
    expect(stylesFor(css, present)).toBe(
      ":root{--x:1}body{margin:0}._card_1{color:red}._card_1{padding:0}" +
        "@media(min-width:768px){._card_1{display:flex}}@keyframes spin{from{rotate:0}to{rotate:1turn}}" +
        ".x:not(._gone_9){color:blue}",
    );
  });

  it("keeps the whole stylesheet when every class is present", () => {
    expect(stylesFor(css, () => true)).toBe(css);
  });
});

describe("classesIn", () => {
  it("reads every class attribute, in templates and noscript too", () => {
    const html =
      '<html class="no-js"><body><p class="a  b">x</p><template><p class="c">y</p></template>' +
      '<noscript><iframe class="d"></iframe></noscript><p data-class="e"></p></body></html>';
    expect([...classesIn(html)].sort()).toEqual(["a", "b", "c", "d", "no-js"]);
  });
});

describe("namedIn", () => {
  it("finds a class a script names in a string, not inside a longer name nor a variable so named", () => {
    const code = 'const s={frame:"_a",open:"_b _c"};el.classList.add(s.open,"no-js");var _ab=1,__d=2,_e=3;';
    expect(["_a", "_b", "_c", "no-js"].filter((name) => namedIn(code, name))).toEqual(["_a", "_b", "_c", "no-js"]);
    expect(["_ax", "_d", "_e", "no", "js", "_"].some((name) => namedIn(code, name))).toBe(false);
  });
});

describe("inlineStyles", () => {
  it("puts into each page the rules it can use, counting classes its scripts name, and removes the file", () => {
    const client = mkdtempSync(join(tmpdir(), "inline-styles-"));
    mkdirSync(join(client, "assets/js"), { recursive: true });
    writeFileSync(join(client, "assets/site-1.css"), "._a_1{color:red}._b_2{color:blue}._open_3{color:green}");
    writeFileSync(join(client, "assets/js/carousel-1.js"), 'const s={open:"_open_3"};');
    const link = '<link rel="stylesheet" href="/assets/site-1.css"/>';
    writeFileSync(join(client, "one.html"), `<head>${link}</head><p class="_a_1">1</p>`);
    writeFileSync(join(client, "two.html"), `<head>${link}</head><p class="_b_2">2</p>`);

    expect(inlineStyles(client)).toBe(2);
    expect(readFileSync(join(client, "one.html"), "utf8")).toBe(
      '<head><style>._a_1{color:red}._open_3{color:green}</style></head><p class="_a_1">1</p>',
    );
    expect(readFileSync(join(client, "two.html"), "utf8")).toContain(
      "<style>._b_2{color:blue}._open_3{color:green}</style>",
    );
    expect(existsSync(join(client, "assets/site-1.css"))).toBe(false);
  });

  it("refuses a stylesheet that names another file", () => {
    const client = mkdtempSync(join(tmpdir(), "inline-styles-"));
    mkdirSync(join(client, "assets/js"), { recursive: true });
    writeFileSync(join(client, "assets/site-1.css"), "body{background:url(/a.png)}");
    writeFileSync(join(client, "one.html"), '<link rel="stylesheet" href="/assets/site-1.css"/>');
    expect(() => inlineStyles(client)).toThrow(/names other files/);
  });
});
