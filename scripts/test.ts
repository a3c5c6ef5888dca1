/**
 * `npm test`: lint, typecheck, unit tests, production build, the link, text and byte-budget checks of the build, then
 * the end-to-end tests in Chromium against the production server and nginx, then the fixtures' churches
 * (scripts/test-church.ts) and a few churches made from the schemas (scripts/test-generated.ts).
 * Stops at the first step that fails.
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.ts";
import { ensureNginx } from "./nginx-site.ts";
import { sampleInPlace } from "../tests/support/sample-in-place.ts";
import { testDay } from "../tests/support/test-day.ts";

// Every step, the build included, sees the same day, so dated notices do not depend on when tests run.
process.env["SITE_TODAY"] ??= testDay;

// The end-to-end tests need Chromium, and nginx as their second server.
if (!ensureChromium() || !ensureNginx()) process.exit(1);

const steps = ["lint", "typecheck", "test:unit", "build", "check:links", "check:text", "check:budgets", "test:e2e"];
// The second church is the sample repository's proof that the engine serves another church; a church's
// own project (its content not the sample's), or the copy that proof runs in, has none to build.
if (sampleInPlace && !process.env["CHURCH_COPY"]) steps.push("test:church", "test:generated");
const timings: string[] = [];
for (const step of steps) {
  console.log(`\n▶ npm run ${step}`);
  const started = Date.now();
  const { status } = spawnSync("npm", ["run", "-s", step], { stdio: "inherit" });
  timings.push(`${step} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    console.error(`\n✖ npm run ${step} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
}
console.log(`\n✔ all steps passed: ${timings.join(", ")}`);
