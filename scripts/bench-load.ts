/**
 * `npm run bench:load`: a bounded loopback load on the built site, the same files from the
 * `npm start` server and from nginx with deploy/nginx.conf, one after the other: 100
 * connections for 20 s each (LOAD_SECONDS, LOAD_CONNECTIONS to change). Prints requests per
 * second, throughput and latency, and fails when either server gave an error or a non-2xx answer.
 * A benchmark, not part of `npm test` (which runs a short load with the same check).
 */
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { ensureNginx } from "./nginx-site.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const servers = [
  { name: "node (npm start)", port: 4480, args: ["--import", "tsx", "server/main.ts"] },
  { name: "nginx (deploy/)", port: 4481, args: ["--import", "tsx", "scripts/nginx-site.ts"] },
];
// A page, a script and an image, as a browser would ask for them (compressed where they can be).
const paths = ["/", "/about_doctrine", "/favicon.ico", "/img/preview/home.png"];

async function started(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} stopped (exit ${child.exitCode})`);
    if (
      await fetch(`http://localhost:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on port ${port} did not start`);
}

if (!ensureNginx()) process.exit(1);
const rows: string[][] = [["server", "req/s", "MB/s", "p50 ms", "p99 ms", "max ms", "errors", "non-2xx"]];
let failed = false;
for (const { name, port, args } of servers) {
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  try {
    await started(port, child);
    const script = (await fetch(`http://localhost:${port}/`).then((r) => r.text())).match(/\/assets\/[^"]+\.js/)?.[0];
    const result = await autocannon({
      url: `http://localhost:${port}`,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
      requests: [...paths, ...(script ? [script] : [])].map((path) => ({ path })),
    });
    const errors = result.errors + result.timeouts;
    failed ||= errors > 0 || result.non2xx > 0;
    rows.push([
      name,
      result.requests.average.toFixed(0),
      (result.throughput.average / 1e6).toFixed(1),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.latency.max),
      String(errors),
      String(result.non2xx),
    ]);
  } finally {
    child.kill("SIGTERM");
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(`\n${connections} connections, ${seconds} s each, paths: ${paths.join(" ")} and the entry script\n`);
for (const row of rows)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
process.exit(failed ? 1 : 0);
