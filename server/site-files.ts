/**
 * The build's list of its own files: each file's size and SHA-256, written beside (never inside)
 * the site folder once the build has written its last file. A server checks the files against
 * it before serving them, so a file cut short or damaged on disk (a failed copy, a full disk) is
 * found and never sent, and each answer's ETag is the hash of the bytes it carries.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { filesUnder } from "./files-under.ts";

export interface SiteFile {
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

/** Every file of the site by its path in the site folder ("/about_doctrine.html"). */
export type SiteFiles = Record<string, SiteFile>;

/** The list lives beside the site folder: build/site-files.json for build/client. */
export const siteFilesFile = (siteDir: string) => join(dirname(siteDir), "site-files.json");

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A file's path in the site folder, as the list and the servers name it. */
export const sitePath = (siteDir: string, file: string) => "/" + relative(siteDir, file).split(sep).join("/");

/**
 * Lists every file under `siteDir` and writes the list; returns it. Throws on a file or folder
 * whose name starts with a dot (but /.well-known): static hosts would serve it to anyone.
 */
export function writeSiteFiles(siteDir: string): SiteFiles {
  const files: SiteFiles = {};
  for (const file of filesUnder(siteDir)) {
    const path = sitePath(siteDir, file);
    if (/\/\./.test(path.replace(/^\/\.well-known\//, "/"))) {
      throw new Error(
        `${file}: a name that starts with a dot; static hosts would serve it to anyone, so the build leaves none`,
      );
    }
    const bytes = readFileSync(file);
    files[path] = { size: bytes.length, sha256: sha256(bytes) };
  }
  writeFileSync(siteFilesFile(siteDir), JSON.stringify(files, null, 1) + "\n");
  return files;
}

/** The build's list; throws with what to do when there is none or it cannot be read. */
export function readSiteFiles(siteDir: string): SiteFiles {
  const file = siteFilesFile(siteDir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`No built site in ${siteDir}. Run "npm run build" first (or "npm start", which builds).`);
  }
  try {
    return JSON.parse(text) as SiteFiles;
  } catch {
    throw new Error(`${file} cannot be read: run "npm run build" again.`);
  }
}

/**
 * What is wrong with one file of the list as it is on disk: missing, another size, other bytes;
 * undefined when it is as the build wrote it. `bytes` are the file's, when already read.
 */
export function fileProblem(expected: SiteFile, file: string, bytes?: Buffer): string | undefined {
  const size = bytes?.length ?? statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) return "missing";
  if (size !== expected.size) return `${size} bytes where the build wrote ${expected.size}`;
  if (sha256(bytes ?? readFileSync(file)) !== expected.sha256) return "other bytes than the build wrote";
  return undefined;
}

/**
 * Every file that is not as the build wrote it, with what is wrong, by its path: the list's files
 * missing, cut short or changed, and files the list does not name (left by a copy that did not
 * delete, put there by hand), which nginx would serve.
 */
export function damagedFiles(siteDir: string, files: SiteFiles = readSiteFiles(siteDir)): Record<string, string> {
  const damaged: Record<string, string> = {};
  for (const [path, expected] of Object.entries(files)) {
    const problem = fileProblem(expected, join(siteDir, path));
    if (problem) damaged[path] = problem;
  }
  for (const file of filesUnder(siteDir)) {
    const path = sitePath(siteDir, file);
    if (!files[path]) damaged[path] = "not a file of this build";
  }
  return damaged;
}
