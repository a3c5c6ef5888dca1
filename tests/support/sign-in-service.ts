/**
 * The editor's sign-in service, offline: the worker of sign-in/ under `wrangler dev` (Cloudflare's
 * engine, from npm), and a stand-in for GitHub's OAuth pages that the worker is pointed at. The
 * stand-in approves at once: it sends the browser back to the worker's /callback with a code, and
 * answers the worker's exchange of that code with a token.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { offlineWrangler } from "../../scripts/cloudflare-site";

export interface SignInService {
  /** The worker's local address. */
  worker: string;
  /** The codes GitHub gave and the tokens it handed out for them. */
  exchanged: string[];
  stop(): Promise<void>;
}

/**
 * Starts both. `callback` is the worker's /callback at its public address, which the GitHub app
 * registers; `port` is the worker's local port.
 */
export async function startSignIn({
  callback,
  port,
  token,
  allowedDomains,
}: {
  callback: string;
  port: number;
  token: string;
  allowedDomains: string;
}): Promise<SignInService> {
  const clientId = "Iv1.cedarhollow";
  const clientSecret = "test-secret";
  const exchanged: string[] = [];
  const github = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://github.test");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const approved = new URL(callback);
      approved.search = new URLSearchParams({ code: "c0de", state: url.searchParams.get("state") ?? "" }).toString();
      response.writeHead(url.searchParams.get("client_id") === clientId ? 302 : 404, { Location: approved.href });
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const asked = JSON.parse(body) as { client_id: string; client_secret: string; code: string };
        const ok = asked.client_id === clientId && asked.client_secret === clientSecret && asked.code === "c0de";
        if (ok) exchanged.push(asked.code);
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify(ok ? { access_token: token, token_type: "bearer" } : { error: "bad_verification_code" }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  const githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;

  const workDir = mkdtempSync(join(tmpdir(), "sign-in-"));
  const wrangler = spawn(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "dev",
      "--config",
      "sign-in/wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      join(workDir, "state"),
      "--var",
      `GITHUB_CLIENT_ID:${clientId}`,
      `GITHUB_CLIENT_SECRET:${clientSecret}`,
      `GITHUB_ORIGIN:${githubOrigin}`,
      `ALLOWED_DOMAINS:${allowedDomains}`,
    ],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...offlineWrangler, WRANGLER_LOG_PATH: join(workDir, "logs") },
    },
  );
  let said = "";
  const listen = (chunk: Buffer) => (said += chunk.toString());
  wrangler.stdout.on("data", listen);
  wrangler.stderr.on("data", listen);
  const worker = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-wrangler.pid!, "SIGTERM");
    } catch {
      // Gone already.
    }
    await new Promise<void>((resolve) => github.close(() => resolve()));
    rmSync(workDir, { recursive: true, force: true });
  };
  // Ready when it answers; it says so on its output first.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (/Ready on/.test(said)) {
      const answer = await fetch(`${worker}/`).catch(() => undefined);
      if (answer?.status === 404) break;
    }
    if (wrangler.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the sign-in worker did not start:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { worker, exchanged, stop };
}
