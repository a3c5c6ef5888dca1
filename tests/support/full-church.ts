/**
 * Juniper Creek Bible Church (tests/fixtures/full-church): a small church with every optional
 * feature, the fixture of the engine's tests of the content (its checks, the editor's checks,
 * structured data, the home page's sections). It is not the sample church, so these tests hold
 * whatever content a church puts in content/.
 */
import { readContentFiles } from "../../app/lib/content/content-files.ts";
import { loadContent } from "../../app/site/content.server.ts";
import { readContentTree } from "../../app/site/content-tree.server.ts";
import { projectPath } from "../../app/site/project-paths.server.ts";
import { withEveryFeature, type CompleteContent } from "./sample-content.ts";

/** The project-like folder whose content/ is the fixture's. */
export const fullChurchRoot = projectPath("tests/fixtures/full-church");

/** The fixture's files, by their path from its root (content/staff/andrew-kessler.yaml). */
export const fullChurchTree = () => readContentTree(fullChurchRoot);

/** The fixture's files as the content check reads them. */
export const fullChurchFiles = () => readContentFiles(fullChurchTree()).files;

/** The fixture's content as the build reads it on `day`, with every feature there. */
export const fullChurchContent = (day = "2026-08-20"): CompleteContent =>
  withEveryFeature(loadContent(fullChurchRoot, day).content, "tests/fixtures/full-church");
