/**
 * Serves the build with Debian's nginx and the configuration in deploy/, on a loopback port (and
 * its http-to-https server on the port 100 above): the second server of the end-to-end tests. `PORT=4174 tsx scripts/nginx-site.ts` runs nginx in
 * the foreground until stopped; everything it writes goes to a temporary folder, removed on exit.
 */
import { spawn, spawnSync, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { damagedFiles } from "../server/site-files.ts";

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

/**
 * deploy/nginx.conf, the template, filled in for a site: its host name (www.example.org) and the
 * build folder nginx serves (/srv/church/build). The build writes it to build/nginx/nginx.conf.
 */
export function nginxSiteConfig(host: string, buildDir: string): string {
  const template = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
  for (const field of ["{{host}}", "{{build}}"])
    if (!template.includes(field))
      throw new Error(`deploy/nginx.conf: no ${field}; scripts/nginx-site.ts must follow it`);
  return template.replaceAll("{{host}}", host).replaceAll("{{build}}", buildDir.replace(/\/+$/, ""));
}

/** The port of the plain-http server that sends visitors to https, beside the site's port in the tests. */
export const httpRedirectPort = (port: number) => port + 100;

/**
 * deploy/nginx.conf made to run here, for the tests: pointed at this build, its https server on
 * a loopback port without TLS (the tests speak plain http), its http server on the port beside,
 * everything it writes in `workDir`, the brotli module loaded from Debian's path. Every line it
 * changes must be there, so the tests never run a configuration the deploy file has left.
 */
export function nginxConfig(buildDir: string, port: number, workDir: string): string {
  // The host the build filled in (church.origin's), so plain http is sent where the site says.
  const built = join(buildDir, "nginx", "nginx.conf");
  const host = existsSync(built) ? /^\s*server_name (\S+);$/m.exec(readFileSync(built, "utf8"))?.[1] : undefined;
  if (!host) throw new Error(`${built}: no server_name; build the site first (npm run build)`);
  let config = nginxSiteConfig(host, buildDir);
  const change = (line: RegExp, to: string) => {
    const lines = new RegExp(line.source, "gm");
    if (!lines.test(config))
      throw new Error(`deploy/nginx.conf: no line ${line}; scripts/nginx-site.ts must follow it`);
    config = config.replace(lines, to);
  };
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${join(workDir, kind)};`)
    .join("\n");
  change(/^user .*\n/, process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "");
  change(/^pid .*$/, `pid ${join(workDir, "nginx.pid")};`);
  change(/^error_log .*$/, "error_log stderr warn;");
  change(/^include \/etc\/nginx\/modules-enabled\/.*$/, `load_module ${brotliModule};`);
  change(/^ *access_log .*$/, `    access_log off;\n${temp}`);
  change(/^ *listen \[::\]:.*\n/, "");
  change(/^ *listen 80;$/, `        listen 127.0.0.1:${httpRedirectPort(port)};`);
  change(/^ *listen 443 .*$/, `        listen 127.0.0.1:${port};`);
  change(/^ *ssl_.*\n/, "");
  return `# Written by scripts/nginx-site.ts for the tests, from deploy/nginx.conf.\n${config}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureNginx()) process.exit(1);
  const buildDir = process.env.BUILD_DIR ?? join(root, "build");
  if (!existsSync(join(buildDir, "nginx", "http.conf"))) {
    console.error(`No build for nginx in ${buildDir}. Run "npm run build" first.`);
    process.exit(1);
  }
  // nginx sends whatever is on disk: a build whose files are not as the build wrote them is not served.
  const damaged = Object.entries(damagedFiles(join(buildDir, "client")));
  if (damaged.length > 0) {
    for (const [path, problem] of damaged) console.error(`${path}: ${problem}`);
    console.error(
      `${damaged.length} files of ${buildDir} are damaged; nginx was not started. Run "npm run build" again.`,
    );
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
