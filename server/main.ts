/** `npm start` and `npm run serve`: serves build/client (or SITE_DIR) on PORT (default 3000). */
import { defaultSiteDir } from "./built-site.ts";
import { createStaticServer, type StaticServer } from "./static-server.ts";

let server: StaticServer;
try {
  server = createStaticServer(defaultSiteDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
server.listen(port, host, () => {
  const { port: bound } = server.address() as { port: number };
  console.log(`Serving the site at http://${host}:${bound}/  (Ctrl+C to stop)`);
});

// Finish the answers under way, each its connection's last, then stop: never wait on an idle
// keep-alive connection, never cut an answer short unless it outlasts the grace.
const stop = (signal: string) => {
  console.log(`${signal}: stopping`);
  server.stop(() => process.exit(0));
};
process.once("SIGTERM", () => stop("SIGTERM"));
process.once("SIGINT", () => stop("SIGINT"));
