import { spawn, type ChildProcess } from "node:child_process";

/** `npm run serve` on a free loopback port for the built site in `siteDir`, as a process of its own. */
export async function startSiteServer(
  siteDir: string,
): Promise<{ child: ChildProcess; port: number; stderr: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, SITE_DIR: siteDir, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    // main.ts names the port it was given in its first line.
    child.stdout!.on("data", (d: Buffer) => {
      const match = /:(\d+)\//.exec(d.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", () => reject(new Error(`the server stopped: ${stderr}`)));
  });
  return { child, port, stderr: () => stderr };
}
