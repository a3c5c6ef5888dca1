/**
 * Serves the build with Debian's nginx and the configuration in deploy/, on a loopback port:
 * the second server of the end-to-end tests. `PORT=4174 tsx scripts/nginx-site.ts` runs nginx in
 * the foreground until stopped; everything it writes goes to a temporary folder, removed on exit.
 */
import { spawn, spawnSync, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Debian's nginx with the brotli_static module, installed when missing if this machine can
 * (root with apt-get); otherwise one line saying how. Installing never starts Debian's own nginx.
 */
export function ensureNginx(): boolean {
  if (existsSync(nginxPath) && existsSync(brotliModule)) return true;
  const packages = ["nginx-light", "libnginx-mod-http-brotli-static"];
  const hasAptGet = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!hasAptGet || process.getuid?.() !== 0) {
    console.error(
      `nginx is missing: install it with "sudo apt-get install ${packages.join(" ")}" and run npm test again.`,
    );
    return false;
  }
  console.log("nginx is missing: installing Debian's nginx…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // policy-rc.d answering 101 keeps the package from starting nginx on port 80.
  const policy = "/usr/sbin/policy-rc.d";
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  } finally {
    if (!hadPolicy) rmSync(policy);
  }
  return existsSync(nginxPath) && existsSync(brotliModule);
}

/** The whole nginx configuration: deploy/nginx.conf pointed at this build and a loopback port. */
export function nginxConfig(buildDir: string, port: number, workDir: string): string {
  const site = readFileSync(join(root, "deploy/nginx.conf"), "utf8")
    .replaceAll("/srv/cedar-hollow/build", buildDir)
    .replace(/^\s*listen .*$/m, `    listen 127.0.0.1:${port};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${join(workDir, kind)};`)
    .join("\n");
  return `# Written by scripts/nginx-site.ts for the tests.
load_module ${brotliModule};
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ""}
worker_processes 2;
pid ${join(workDir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
    access_log off;
${temp}
${site}
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureNginx()) process.exit(1);
  const buildDir = join(root, "build");
  if (!existsSync(join(buildDir, "nginx", "http.conf"))) {
    console.error('No build for nginx in build/. Run "npm run build" first.');
    process.exit(1);
  }
  const workDir = mkdtempSync(join(tmpdir(), "nginx-site-"));
  const config = join(workDir, "nginx.conf");
  writeFileSync(config, nginxConfig(buildDir, Number(process.env.PORT ?? 3001), workDir));
  const nginx = spawn(nginxPath, ["-e", "stderr", "-p", workDir, "-c", config, "-g", "daemon off;"], {
    stdio: "inherit",
  });
  const stop = () => nginx.kill("SIGQUIT");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  nginx.on("exit", (code) => {
    rmSync(workDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
