/** `npm run check:content`: checks content as the build does and lists every problem. */
import { ContentError } from "../app/site/content.server.ts";

try {
  // Importing the route list checks all content against the site's routes, as the build does.
  const { default: routes } = await import("../app/routes.ts");
  console.log(`content: OK (${routes.length} routes)`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
