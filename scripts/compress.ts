/**
 * Writes .br and .gz beside every compressible file of a built site, so the server sends
 * precompressed bytes instead of compressing on each request.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "../server/files-under.ts";

const compressible = /\.(html|js|mjs|css|svg|json|data|xml|txt|webmanifest|ics|map)$/;

/** Compresses every eligible file under `dir`; returns how many were compressed. */
export function compressTree(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || statSync(file).size < 256) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
