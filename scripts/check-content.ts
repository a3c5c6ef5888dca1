/**
 * `npm run check:content`: checks content as the build does and lists every problem. In GitHub
 * Actions (.github/workflows/content-check.yml) each problem is also an error annotation of the
 * run, at its file and line, which the site editor reads to say why a change was not published.
 */
import { ContentError } from "../app/site/content.server.ts";
import { githubAnnotations } from "../app/lib/content/problem-place.ts";

try {
  // Importing the route list checks all content against the site's routes, as the build does.
  const { default: routes } = await import("../app/routes.ts");
  console.log(`content: OK (${routes.length} routes)`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  if (process.env["GITHUB_ACTIONS"] === "true") for (const line of githubAnnotations(error.problems)) console.log(line);
  process.exit(1);
}
