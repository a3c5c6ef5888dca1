/**
 * A copy of this project with another church's content in place of the sample's: the engine's
 * files as committed (content/schema and content/*.ts included), the given content
 * folder as content/, and node_modules linked. It is how the tests build a second church with no
 * code changed: `tsx scripts/church-copy.ts tests/fixtures/minimal-church/content /tmp/church`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Whether a file of content/ is the engine's (the model every church's content follows: the
 * manifest, its features and the schemas, all TypeScript), not the sample church's.
 */
export const isEngineFile = (path: string) => /^content\/[^/]+\.ts$/.test(path) || path.startsWith("content/schema/");

/** Makes `target` a copy of the project whose content/ is `content`; returns `target`. */
export function churchCopy(content: string, target: string): string {
  const source = resolve(content);
  if (!existsSync(source)) throw new Error(`church-copy: no content folder at ${content}`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  }).split("\0");
  for (const file of tracked) {
    if (!file || (file.startsWith("content/") && !isEngineFile(file))) continue;
    if (!existsSync(join(root, file))) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  cpSync(source, join(target, "content"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(target, "node_modules"), "dir");
  // A repository of its own, as a church's copy is: the build stamps its commit, the tests list its files.
  const git = (...args: string[]) => execFileSync("git", args, { cwd: target, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  writeFileSync(join(target, ".git/info/exclude"), "node_modules\n");
  git("add", "-A");
  git("-c", "user.name=church-copy", "-c", "user.email=church-copy@localhost", "commit", "-q", "-m", "A church's site");
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [content, target] = process.argv.slice(2);
  if (!content || !target) {
    console.error("usage: tsx scripts/church-copy.ts <content folder> <target folder>");
    process.exit(2);
  }
  console.log(`church-copy: ${churchCopy(content, resolve(target))}`);
}
