/**
 * Puts the site's stylesheet into each page as a `<style>` element, in place of its link, with
 * only the rules that page can use. As a file it cost a slow phone a second round trip before
 * anything could be drawn: Lighthouse's simulation put the first paint of every page about 150 ms
 * later with it. Pages change only with a build, and a page the visitor is about to open is
 * fetched ahead on hover (app/lib/speculation-rules.ts), so the cache it gave up matters little.
 * Whole, the stylesheet is 32 KB for every page, of which a page uses about a third; parsing the
 * rest, in the task that draws the page, helped push that task past Lighthouse's 50 ms on a slow
 * phone (docs/decisions/011-pages-without-react.md gives the measurements). The stylesheet names no other file (no url()), so nothing in
 * it depends on where it sits. Returns how many pages changed.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { filesUnder } from "../server/files-under.ts";
import { browserAssets } from "./build-browser.ts";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"/]+\.css)"\/>/g;

/**
 * The classes an element must have for a selector to match it: those outside parentheses. A
 * class under `:not()` may match an element without it, and one under `:is()` or `:where()` is one
 * choice of several, so neither is required (keeping a rule that cannot match is only bytes).
 */
export function requiredClasses(selector: string): string[] {
  let outside = "";
  let depth = 0;
  for (const char of selector) {
    if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * The stylesheet without the selectors no element can match: a selector stays when every class
 * it requires is `present`. Rules left with no selector go, and so do at-rules left empty.
 */
export function stylesFor(css: string, present: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are rules inside @keyframes, and name no class.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every(present));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The classes a page's markup names, `<template>` and `<noscript>` content included. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) classes.add(name);
  return classes;
}

/**
 * Whether `code` names a class as a string, or a word of one: the build's class names are short
 * (`_a`, vite.config.ts), and minified code has variables named so, which are not classes.
 */
export function namedIn(code: string, className: string): boolean {
  const escaped = className.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
  return new RegExp(`(?<=["'\`\\s])${escaped}(?=["'\`\\s])`).test(code);
}

export function inlineStyles(client: string): number {
  // A class that only a script puts on an element (a widget's next state, a module's flag) is
  // named in that script: the text of every browser script counts as present on every page.
  const scripts = Array.from(filesUnder(join(client, browserAssets), (name) => name.endsWith(".js")))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const named = new Map<string, boolean>();
  const inScripts = (name: string) => named.get(name) ?? named.set(name, namedIn(scripts, name)).get(name)!;
  const sheets = new Map<string, string>();
  let pages = 0;
  for (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const classes = classesIn(html);
    const present = (name: string) => classes.has(name) || inScripts(name);
    const inlined = html.replace(stylesheetLink, (_, href: string) => {
      if (!sheets.has(href)) {
        const css = readFileSync(join(client, href), "utf8");
        if (/url\(|@import|<\/style/i.test(css)) throw new Error(`${href}: a stylesheet to inline names other files`);
        sheets.set(href, css);
      }
      return `<style>${stylesFor(sheets.get(href)!, present)}</style>`;
    });
    if (inlined !== html) {
      writeFileSync(file, inlined);
      pages++;
    }
  }
  for (const href of sheets.keys()) rmSync(join(client, href));
  return pages;
}
