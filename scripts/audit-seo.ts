/**
 * `npm run audit:seo`: Lighthouse's SEO audit of every page of the built site. Prints each page's
 * score and anything to fix, and exits non-zero unless every page scores 100.
 */
import { audit, withSite } from "./lighthouse/lighthouse-runner.ts";
import { sitePaths } from "./site-pages.ts";

const failures = await withSite(async (origin) => {
  const paths = sitePaths();
  const results = await audit(
    paths.map((path) => origin + path),
    { onlyCategories: ["seo"] },
  );
  let failed = 0;
  for (const path of paths) {
    const lhr = results.get(origin + path)!;
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    const problems = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === "binary" && a.score !== 1)
      .map((a) => a.id);
    if (score < 100) failed++;
    console.log(`${String(score).padStart(3)}  ${path}${problems.length ? `  (fix: ${problems.join(", ")})` : ""}`);
  }
  return failed;
});
console.log(failures ? `\n✖ ${failures} page(s) below 100` : "\n✔ every page scores 100 for SEO");
process.exit(failures ? 1 : 0);
