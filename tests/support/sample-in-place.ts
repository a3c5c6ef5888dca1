/**
 * Whether the sample church's content is in place, and so whether the sample's suites run:
 * `*.sample.test.ts` of the unit tests (vitest.config.ts) and the end-to-end suite of tests/e2e
 * (playwright.config.ts). A church that has replaced the content with its own skips them, since
 * their constants are the sample's, and runs tests/church/ against its own site instead.
 */
import { existsSync, readFileSync } from "node:fs";

/** The sample church's name: its content is in place when the site settings give it. */
const sampleName = "Cedar Hollow Bible Church";

/**
 * Whether the sample church's content is in place, and so whether its tests run: a church that
 * has replaced it with its own skips them (their constants are the sample's). This repository's
 * CI sets REQUIRE_SAMPLE, under which a missing sample fails instead of skipping.
 */
export const sampleInPlace: boolean = (() => {
  const settings = existsSync("content/site-config.yaml") ? readFileSync("content/site-config.yaml", "utf8") : "";
  const inPlace = new RegExp(`^  name: ${sampleName}$`, "m").test(settings);
  if (!inPlace && process.env["REQUIRE_SAMPLE"])
    throw new Error(`REQUIRE_SAMPLE is set, and content/ is not the sample church's (${sampleName})`);
  return inPlace;
})();
