/**
 * What the Node server serves, read once per build: every file of the build's list
 * (server/site-files.ts) checked against it, with its answer's headers worked out ahead and its
 * bytes held in memory up to a bound, so a request costs a lookup and a write. A file found
 * damaged is never sent: a page cut short is decompressed again from an intact .br or .gz copy
 * (and checked against the list) where there is one; otherwise its address answers 500.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readHeadersPolicy } from "./built-site.ts";
import { cacheControl, contentType } from "./http-rules.ts";
import { headersFor, type HeadersPolicy } from "./security-policy.ts";
import { fileProblem, readSiteFiles, sha256, type SiteFile } from "./site-files.ts";

/**
 * One encoding of a file: where it is, its size and tag, and its bytes when held in memory
 * (otherwise its inode and modification time, to tell that the file on disk is still this one).
 */
export interface Variant {
  encoding?: "br" | "gzip";
  file: string;
  size: number;
  ino?: number;
  mtimeMs?: number;
  etag: string;
  bytes?: Buffer;
  /** Every header of its 200 answer but Content-Length. */
  headers: Record<string, string>;
}

/** A file of the site as served: its variants, best encoding first, the unencoded one last. */
export interface Served {
  lastModified: Date;
  variants: Variant[];
}

export interface ServedSite {
  /** By the file's path in the site folder: "/about_doctrine.html". */
  files: Map<string, Served>;
  policy: HeadersPolicy;
  /** Files that are not as the build wrote them, with what is wrong: never sent. */
  damaged: Record<string, string>;
  /** Bytes held in memory. */
  heldBytes: number;
}

/** How much of the site the server holds in memory: files up to 1 MB, 64 MB in all; the rest is read from disk. */
export const memoryBound = { file: 1 << 20, total: 64 << 20 };

const encodings = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;
const decompress = { br: brotliDecompressSync, gzip: gunzipSync };

/** A strong tag for these bytes: the start of their hash, which the build's list already holds. */
const etagOf = (entry: SiteFile) => `"${entry.sha256.slice(0, 24)}"`;

/**
 * Reads the build in `siteDir` and its list, checks every file against the list and works out
 * each answer. Throws, saying what to do, when there is no build.
 */
export function loadServedSite(siteDir: string, bound = memoryBound): ServedSite {
  const list = readSiteFiles(siteDir);
  const policy = readHeadersPolicy(siteDir);
  const damaged: Record<string, string> = {};
  const files = new Map<string, Served>();
  let heldBytes = 0;

  /**
   * Whether the file is as the list says, with its bytes when they are to be held in memory, or
   * its inode and time when it is to be read from disk.
   */
  const check = (path: string, entry: SiteFile): { ok: boolean; bytes?: Buffer; ino?: number; mtimeMs?: number } => {
    const file = join(siteDir, path);
    let problem: string | undefined;
    let bytes: Buffer | undefined;
    const stats = statSync(file, { throwIfNoEntry: false });
    try {
      bytes = stats?.size === entry.size ? readFileSync(file) : undefined;
      problem = fileProblem(entry, file, bytes);
    } catch (error) {
      problem = `cannot be read (${(error as NodeJS.ErrnoException).code})`;
    }
    if (problem || !stats) {
      damaged[path] = problem ?? "missing";
      return { ok: false };
    }
    const keep = entry.size <= bound.file && heldBytes + entry.size <= bound.total;
    if (keep) heldBytes += entry.size;
    return keep ? { ok: true, bytes } : { ok: true, ino: stats.ino, mtimeMs: stats.mtimeMs };
  };

  for (const [path, entry] of Object.entries(list)) {
    if (/\.(br|gz)$/.test(path) && list[path.replace(/\.(br|gz)$/, "")]) continue;
    const mtime = statSync(join(siteDir, path), { throwIfNoEntry: false })?.mtime ?? new Date();
    const lastModified = new Date(Math.floor(mtime.getTime() / 1000) * 1000);
    const base = {
      ...headersFor(policy, path),
      "Content-Type": contentType(path),
      "Cache-Control": cacheControl(path),
      "Last-Modified": lastModified.toUTCString(),
      Vary: "Accept-Encoding",
      "Accept-Ranges": "bytes",
    };
    const variants: Variant[] = [];
    for (const [encoding, suffix] of encodings) {
      const copy = list[path + suffix];
      if (!copy) continue;
      const { ok, ...held } = check(path + suffix, copy);
      if (ok) {
        const etag = etagOf(copy);
        variants.push({
          encoding,
          file: join(siteDir, path + suffix),
          size: copy.size,
          etag,
          ...held,
          headers: { ...base, ETag: etag, "Content-Encoding": encoding },
        });
      }
    }
    let plain: ReturnType<typeof check> = check(path, entry);
    if (!plain.ok) {
      // A copy that decompresses to exactly the listed bytes stands in for the damaged file.
      for (const variant of variants) {
        const bytes = variant.bytes ?? readFileSync(variant.file);
        const restored = decompress[variant.encoding!](bytes);
        if (restored.length === entry.size && sha256(restored) === entry.sha256) {
          plain = { ok: true, bytes: restored };
          heldBytes += restored.length;
          damaged[path] += `; sent as decompressed from ${path}${variant.encoding === "br" ? ".br" : ".gz"}`;
          break;
        }
      }
    }
    if (plain.ok) {
      const etag = etagOf(entry);
      variants.push({
        file: join(siteDir, path),
        size: entry.size,
        etag,
        bytes: plain.bytes,
        ino: plain.ino,
        mtimeMs: plain.mtimeMs,
        headers: { ...base, ETag: etag },
      });
    }
    files.set(path, { lastModified, variants });
  }
  return { files, policy, damaged, heldBytes };
}
