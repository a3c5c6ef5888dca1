/**
 * The end-to-end tests drive Debian's Chromium. If it is missing, install it when this
 * machine can (root with apt-get); otherwise say in one line how to get it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../playwright.config.ts";

export function ensureChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  const hasAptGet = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  const isRoot = process.getuid?.() === 0;
  if (!hasAptGet || !isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install chromium" (Debian) and run npm test again.`,
    );
    return false;
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return existsSync(chromiumPath);
}
