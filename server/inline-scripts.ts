import { createHash } from "node:crypto";

/** Script types a browser runs or acts on (speculation rules too); JSON-LD and other data blocks are never run, so need no hash. */
const runnable = /^(|module|text\/javascript|application\/javascript|speculationrules)$/i;

/**
 * The CSP hash sources ("sha256-…") of the inline scripts a pre-rendered page carries. A
 * script's text is raw up to the first `</script`, and browsers hash its UTF-8 bytes as written.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    ({ body }) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`,
  );
  return [...new Set(hashes)];
}

/** The inline scripts of a page that a browser runs or acts on, with their type ("" for plain script). */
export function inlineScripts(html: string): { type: string; body: string }[] {
  const scripts: { type: string; body: string }[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (runnable.test(type)) scripts.push({ type: type.toLowerCase(), body });
  }
  return scripts;
}

/**
 * The page without the scripts a browser would run, inline or from a file, nor the module
 * preloads that fetch them; data blocks such as JSON-LD stay. For a page that is whole as HTML.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
      return runnable.test(type) ? "" : tag;
    })
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}
