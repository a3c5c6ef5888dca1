import { createHash } from "node:crypto";

/** Script types a browser runs; JSON-LD and other data blocks are never run, so need no hash. */
const runnable = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * The CSP hash sources ("sha256-…") of the inline scripts a pre-rendered page carries. A
 * script's text is raw up to the first `</script`, and browsers hash its UTF-8 bytes as written.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!runnable.test(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
