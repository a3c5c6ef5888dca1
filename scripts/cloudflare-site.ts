/**
 * Serves the build with Cloudflare's own engine, as Cloudflare Pages would: `wrangler pages dev`
 * (workerd, which arrives as an npm package and runs offline) reads wrangler.toml at the root
 * and serves its `pages_build_output_dir` on a loopback port: the third server of the end-to-end
 * tests. `PORT=4175 tsx scripts/cloudflare-site.ts` runs until stopped.
 *
 * Wrangler starts workerd as a child of its own. Both run in a process group of their own, and
 * stopping stops the whole group: otherwise workerd outlives Wrangler and keeps the port.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");

/** Wrangler's settings that keep it from reaching the network: no banner (it checks for updates), no metrics, no error reports, no fetch of the `request.cf` data. */
export const offlineWrangler = {
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(root, "build/client/_headers"))) {
    console.error('No build for Cloudflare Pages in build/client. Run "npm run build" first.');
    process.exit(1);
  }
  // Wrangler's state and logs go to a temporary folder, removed on exit.
  const workDir = mkdtempSync(join(tmpdir(), "cloudflare-site-"));
  const args = ["pages", "dev", "--ip", "127.0.0.1", "--port", process.env.PORT ?? "8788"];
  const child = spawn(process.execPath, [wrangler, ...args, "--persist-to", join(workDir, "state")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...offlineWrangler, WRANGLER_LOG_PATH: join(workDir, "logs") },
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already gone.
    }
  };
  let stopping = false;
  const stop = () => {
    stopping = true;
    signalGroup("SIGTERM");
    // Within Playwright's 5 s for a graceful stop, after which it kills only this process.
    setTimeout(() => signalGroup("SIGKILL"), 3000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  child.on("exit", (code) => {
    // Whatever of the group is still running (workerd) goes with it.
    signalGroup("SIGKILL");
    rmSync(workDir, { recursive: true, force: true });
    process.exit(stopping ? 0 : (code ?? 1));
  });
}
