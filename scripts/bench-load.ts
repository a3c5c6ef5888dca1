/**
 * `npm run bench:load`: a bounded loopback load on the built site from the `npm start` server and
 * from nginx with deploy/nginx.conf, both running at once and measured in turns (node, nginx,
 * node, nginx, ...), so that both meet the same noise of this machine: for the home page, a page
 * and a hashed script, 100 connections (LOAD_CONNECTIONS) for 10 s (LOAD_SECONDS) a turn, over
 * LOAD_ROUNDS rounds (2). Prints requests per second of each and the ratio node/nginx, and the
 * Node server's memory (resident set) before, at its peak, at the end and after 5 s idle. Fails
 * when either server gave an error or a non-2xx answer. A benchmark, not part of `npm test`
 * (which runs a short load with the same check). `LOAD_MEMORY_SECONDS=300` adds the five-minute
 * run of docs/decisions/016-serving.md: the Node server alone, its memory every 30 s.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { ensureNginx } from "./nginx-site.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const rounds = Number(process.env.LOAD_ROUNDS ?? 2);
const servers = [
  { name: "node", port: 4480, args: ["--import", "tsx", "server/main.ts"] },
  { name: "nginx", port: 4481, args: ["--import", "tsx", "scripts/nginx-site.ts"] },
];

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

/** The resident memory of a process, in MB (Linux). */
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

if (!ensureNginx()) process.exit(1);
const children = servers.map(({ port, args }) =>
  spawn(process.execPath, args, { env: { ...process.env, PORT: String(port) }, stdio: "ignore" }),
);
let failed = false;
try {
  await Promise.all(servers.map(({ port }, i) => started(port, children[i]!)));
  const home = await fetch(`http://localhost:${servers[0]!.port}/`).then((r) => r.text());
  const script = /\/assets\/js\/site-[\w-]+\.js/.exec(home)?.[0];
  if (!script) throw new Error("no page script named on the home page");
  const paths = ["/", "/about_doctrine", script];
  const node = children[0]!.pid!;
  const memory = { before: residentMb(node), peak: 0, end: 0, idle: 0 };
  const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, residentMb(node))), 500);
  const results = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      for (const { name, port } of servers) {
        const result = await autocannon({
          url: `http://localhost:${port}${path}`,
          connections,
          duration: seconds,
          headers: { "accept-encoding": "br, gzip" },
        });
        const errors = result.errors + result.timeouts;
        if (errors > 0 || result.non2xx > 0) {
          console.error(`${name} ${path}: ${errors} errors, ${result.non2xx} answers not 2xx`);
          failed = true;
        }
        const key = `${path} ${name}`;
        results.set(key, [...(results.get(key) ?? []), result.requests.average]);
        console.log(`round ${round + 1}: ${key.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s`);
      }
    }
  }
  // The long run: the Node server alone under the same load for LOAD_MEMORY_SECONDS, its memory
  // every 30 s, to show it stays flat (the files it holds are bounded: server/served-files.ts).
  const longRun = Number(process.env.LOAD_MEMORY_SECONDS ?? 0);
  if (longRun > 0) {
    const samples: string[] = [];
    const every = setInterval(() => samples.push(residentMb(node).toFixed(0)), 30_000);
    const result = await autocannon({
      url: `http://localhost:${servers[0]!.port}`,
      connections,
      duration: longRun,
      headers: { "accept-encoding": "br, gzip" },
      requests: paths.map((path) => ({ path })),
    });
    clearInterval(every);
    failed ||= result.errors + result.timeouts > 0 || result.non2xx > 0;
    console.log(
      `\nnode alone for ${longRun} s: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
        `${result.errors + result.timeouts} errors, ${result.non2xx} not 2xx; memory every 30 s (MB): ${samples.join(" ")}`,
    );
  }
  clearInterval(sampler);
  memory.end = residentMb(node);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  memory.idle = residentMb(node);

  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`\n${connections} connections, ${seconds} s a turn, ${rounds} rounds, turns interleaved\n`);
  console.log("path                               node req/s  nginx req/s  node/nginx");
  for (const path of paths) {
    const [ours, theirs] = [mean(results.get(`${path} node`)!), mean(results.get(`${path} nginx`)!)];
    console.log(
      `${path.padEnd(34)} ${ours.toFixed(0).padStart(10)}  ${theirs.toFixed(0).padStart(11)}  ${(ours / theirs).toFixed(2).padStart(10)}`,
    );
  }
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `\nnode memory: ${mb(memory.before)} before, ${mb(memory.peak)} at the peak, ${mb(memory.end)} at the end, ${mb(memory.idle)} after 5 s idle`,
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
