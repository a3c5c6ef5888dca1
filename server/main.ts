/** `npm start` and `npm run serve`: serves build/client (or SITE_DIR) on PORT (default 3000). */
import { defaultSiteDir, liveHeadersPolicy } from "./built-site.ts";
import type { HeadersPolicy } from "./security-policy.ts";
import { createStaticServer } from "./static-server.ts";

const siteDir = defaultSiteDir;
let policy: () => HeadersPolicy;
try {
  policy = liveHeadersPolicy(siteDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const server = createStaticServer(siteDir, policy);
server.listen(port, host, () => {
  console.log(`Serving the site at http://${host}:${port}/  (Ctrl+C to stop)`);
});

// Finish the requests under way, then stop; never hang on an idle keep-alive connection.
const stop = (signal: string) => {
  console.log(`${signal}: stopping`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
